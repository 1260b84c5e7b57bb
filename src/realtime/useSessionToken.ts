import { useSyncExternalStore } from 'react';
import { session } from '../authProvider/session';

/** The session token; re-renders on sign in and sign out. */
export const useSessionToken = () => useSyncExternalStore(session.subscribe, session.token, session.token);
