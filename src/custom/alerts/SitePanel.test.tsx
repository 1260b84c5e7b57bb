import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { SitePanel } from './SitePanel';

const site = { id: 4, name: 'Sandton Office Park', address: '1 Rivonia Road' };

describe("an alert's site panel", () => {
  afterEach(cleanup);

  it('says the contacts could not be loaded during an outage, never that there are none, and tries again', async () => {
    let online = false;
    renderAdmin(<SitePanel site={site} />, {
      dataProvider: {
        getOne: async () => {
          if (!online) throw new Error('Failed to fetch');
          return { data: { ...site, contacts: [{ id: 1, name: 'Estate Manager', contactNumber: '0821234567' }] } };
        },
      },
    });
    expect(await screen.findByTestId('contacts-unavailable')).toBeTruthy();
    expect(screen.queryByText('No contacts')).toBeNull();
    // The name and address the alert carries still show.
    expect(screen.getByText('Sandton Office Park')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Estate Manager')).toBeTruthy();
    expect(screen.queryByTestId('contacts-unavailable')).toBeNull();
  });

  it('says No contacts only when the site is read and has none', async () => {
    renderAdmin(<SitePanel site={site} />, {
      dataProvider: { getOne: async () => ({ data: { ...site, contacts: [] } }) },
    });
    expect(await screen.findByText('No contacts')).toBeTruthy();
  });
});
