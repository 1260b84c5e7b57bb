import { type ReactNode, useState } from 'react';
import { AlarmController } from './AlarmController';
import { LiveContext } from './LiveContext';
import { createLiveStore } from './liveStore';
import { SocketController } from './SocketController';

/** The live part of the company shell: the store, the one socket and the alarm. */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const [store] = useState(() => createLiveStore());
  return (
    <LiveContext.Provider value={store}>
      <SocketController />
      <AlarmController />
      {children}
    </LiveContext.Provider>
  );
};
