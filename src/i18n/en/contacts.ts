/** Site contacts: the contact rows, their flags and Telegram linking. */
export const contacts = {
  contacts: {
    contactLabel: 'Contact %{n}',
    flagsLabel: 'What contact %{n} receives',
    topic: 'Receives',
    unnamed: 'New contact',
    telegram: {
      connect: 'Connect Telegram',
      connected: 'Telegram connected',
      connectedSince: 'Telegram connected since %{date}',
      notConnected: 'Telegram not connected',
      unlink: 'Unlink',
      unlinkAction: 'unlink Telegram for this contact? Nothing more is sent to their chat until they connect again',
      unlinked: 'Telegram unlinked for %{name}.',
      saveFirst: 'Save the site first, then connect Telegram.',
      dialogTitle: 'Connect Telegram for %{name}',
      instructions:
        '%{name} scans this code with their phone (or opens the link) and presses Start in Telegram. The chat is then linked to this contact.',
      expires: 'The link works once, until %{time}.',
      expired: 'This link has expired.',
      newLink: 'New link',
      waiting: 'Waiting for %{name} to press Start…',
      done: 'Telegram connected: %{name} receives the ticked Telegram notifications.',
      close: 'Close',
      failed: 'Could not make a link: %{error}',
    },
  },
};
