import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { canAccess } from '../authProvider/canAccess';
import { useRole, useSelectedCompany } from '../authProvider/useSession';
import { config } from '../config';
import type { PatrolDataProvider } from '../dataProvider';
import { useLiveStore } from './LiveContext';
import { type LiveApi, startLiveSocket } from './liveSocket';
import { realtimeBus } from './realtimeBus';
import { useSessionToken } from './useSessionToken';

const socketUrl = () => config().websocketUrl || window.location.origin;

/**
 * The one socket of the console, mounted once in the company shell. It connects only when signed in, for the
 * selected company; admin and controller follow alerts, a sys-admin only the heartbeat and device locations.
 */
export const SocketController = () => {
  const store = useLiveStore();
  const token = useSessionToken();
  const role = useRole();
  const companyId = useSelectedCompany()?.id;
  const dataProvider = useDataProvider<PatrolDataProvider>();
  /** The dataProvider proxy changes with navigation; the socket must not. */
  const latest = useRef(dataProvider);
  latest.current = dataProvider;

  useEffect(() => {
    if (!store || !token || !role || !companyId) return;
    const followsAlerts = canAccess(role, { resource: 'alerts', action: 'list' });
    const api: LiveApi = {
      alertsByDateRange: (window, id) => latest.current.alertsByDateRange(window, id),
      unrespondedAlerts: (id) => latest.current.unrespondedAlerts(id),
      alertsSince: (afterId, id) => latest.current.alertsSince(afterId, id),
    };
    store.reset(followsAlerts);
    return startLiveSocket({
      url: socketUrl(),
      token,
      companyId,
      followsAlerts,
      store,
      api,
      publish: realtimeBus.publish,
    });
  }, [store, token, role, companyId]);

  return null;
};
