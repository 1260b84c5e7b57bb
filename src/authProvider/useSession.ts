import { useMemo, useSyncExternalStore } from 'react';
import { session } from './session';

/** Re-renders when the session changes (sign in, sign out, company selection). */
const useSessionVersion = () => useSyncExternalStore(session.subscribe, session.version, session.version);

export function useRole() {
  const version = useSessionVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks a session change
  return useMemo(() => session.role(), [version]);
}

export function useSelectedCompany() {
  const version = useSessionVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks a session change
  return useMemo(() => session.company(), [version]);
}

export function useCurrentEmployee() {
  const version = useSessionVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks a session change
  return useMemo(() => session.employee(), [version]);
}

export function useSelectedSite() {
  const version = useSessionVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks a session change
  return useMemo(() => session.site(), [version]);
}
