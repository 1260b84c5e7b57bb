/** Notification channels: which are configured. */
export const notify = {
  notify: {
    notConfigured:
      'Not configured: %{channels}. Messages on these channels are recorded as undeliverable; contacts are not reached on them.',
    howToSet: '%{channel}: set %{keys} in the server environment and restart the server.',
    showHow: 'How to set up',
    hideHow: 'Hide',
    channel: { email: 'E-mail', telegram: 'Telegram', sms: 'SMS' },
  },
};
