/**
 * Why the console signed the user out on its own (the session expired or was ended elsewhere), for the Sign In
 * page to say. Kept for this browser tab only; cleared by the next sign-in.
 */
const KEY = 'patrol.signOutReason';

export const signOutReason = {
  remember(message: string) {
    sessionStorage.setItem(KEY, message);
  },
  read: (): string | null => sessionStorage.getItem(KEY),
  clear() {
    sessionStorage.removeItem(KEY);
  },
};
