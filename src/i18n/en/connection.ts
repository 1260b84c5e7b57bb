/** Lists and pages when the server cannot be reached, and the session's end. */
export const connection = {
  connection: {
    unreachable: 'Cannot reach the server; retrying…',
    failedRetrying: '%{message}; retrying…',
    staleSince: 'Showing what was loaded at %{time}; it may be out of date.',
    stale: 'Showing what was last loaded; it may be out of date.',
    retryNow: 'Retry now',
    loading: 'Loading…',
  },
};
