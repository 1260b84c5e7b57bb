import { type ReactNode, useState } from 'react';
import { AlarmController } from './AlarmController';
import { LiveContext } from './LiveContext';
import { createLiveStore } from './liveStore';
import { PanicNotifier } from './PanicNotifier';
import { SocketController } from './SocketController';
import { TabTitleController } from './TabTitleController';

/** The live part of the company shell: the store, the one socket, the alarm, the tab title's count and desktop notices of panics. */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const [store] = useState(() => createLiveStore());
  return (
    <LiveContext.Provider value={store}>
      <SocketController />
      <AlarmController />
      <TabTitleController />
      <PanicNotifier />
      {children}
    </LiveContext.Provider>
  );
};
