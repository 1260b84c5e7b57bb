/** Notification channels: which are configured. */
export const notify = {};
