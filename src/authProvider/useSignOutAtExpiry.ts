import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { useSessionToken } from '../realtime/useSessionToken';
import { tokenExpiry } from './tokenExpiry';

/** setTimeout's longest wait (about 24.8 days); a later expiry is looked at again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Signs out when the session's token expires, even on a page that makes no call then (the Alerts page waiting
 * on its live connection): the session check fails, and the Sign In page says the session expired.
 */
export function useSignOutAtExpiry(): void {
  const token = useSessionToken();
  const checkAuth = useCheckAuth();
  useEffect(() => {
    const exp = token ? tokenExpiry(token) : null;
    if (exp === null) return;
    const wait = Math.min(Math.max(exp * 1000 - Date.now(), 0), LONGEST_WAIT_MS);
    const timer = setTimeout(() => checkAuth().catch(() => undefined), wait);
    return () => clearTimeout(timer);
  }, [token, checkAuth]);
}
