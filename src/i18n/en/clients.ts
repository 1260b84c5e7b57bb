/** Clients (issue 33): the list, the client's page, its sign-in link and revocation. */
export const clients = {
  clients: {
    title: 'Clients',
    add: 'Add a new Client',
    new: 'New Client',
    save: 'Save Client',
    saved: 'Client saved',
    fields: {
      name: 'Name',
      emailAddress: 'Email Address',
      sites: 'Sites',
      state: 'State',
      lastSignInAt: 'Last signed in',
    },
    sitesHelp: 'The sites this client sees in the portal: one or several.',
    state: { active: 'Active', revoked: 'Revoked' },
    never: 'Never',
    ofSite: {
      title: 'Clients of this site',
      add: 'Add a client for this site',
      none: 'No client sees this site in the portal yet.',
    },
    access: {
      title: 'Sign-in',
      help: 'A client has no password: send a single-use sign-in link (15 minutes) and the client opens it.',
      send: 'Send sign-in link',
      linkTitle: 'Sign-in link',
      copy: 'Copy',
      copied: 'Link copied',
      expires: 'Works once, until %{time}.',
      emailed: 'It was also e-mailed to %{email}.',
      notEmailed: 'It was not e-mailed (mail is not configured): copy it and give it to the client.',
      close: 'Close',
      revoke: 'Revoke',
      revokeAction: 'revoke this client',
      revokeDetails:
        'This ends every session of this client at once, and every link not used yet. A new link lets them in again.',
      revokedAt: 'Revoked %{time}. A new sign-in link lets the client in again.',
    },
  },
};
