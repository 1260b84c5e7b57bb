import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/constants';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { EmployeeEdit } from './EmployeeEdit';
import { qrValue } from './qrValue';

const guard = {
  id: 7,
  userId: 42,
  name: 'Bongani',
  surname: 'Khumalo',
  contactNumber: '0714567890',
  emailAddress: 'bongani.khumalo@guardforce.co.za',
  companyId: 3,
  siteId: null,
  siteName: null,
  role: 'security-guard',
};

const renderDetail = (role: Role) => {
  signInAs(role);
  return renderAdmin(
    <AtRoute path={PATHS.employee(':id')}>
      <EmployeeEdit />
    </AtRoute>,
    {
      dataProvider: {
        getOne: async () => ({ data: guard as never }),
        getList: async () => ({ data: [], total: 0 }),
      },
      auth: true,
      at: PATHS.employee(7),
    },
  );
};

describe('Employee detail (existing)', () => {
  afterEach(cleanup);

  it('encodes the user id padded with zeros to 16 digits', () => {
    expect(qrValue(42)).toBe('0000000000000042');
  });

  it('shows the QR code, Save Employee and Delete Employee to an admin', async () => {
    renderDetail('ADMIN');
    expect(await screen.findByRole('heading', { name: 'Bongani Khumalo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Delete Employee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Employee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Employee Info' })).toBeTruthy();
    const history = screen.getByRole('link', { name: 'History' });
    expect(history.getAttribute('href')).toBe(
      `${PATHS.audit}?filter=${encodeURIComponent(JSON.stringify({ entity: 'employee', entityId: 7 }))}`,
    );
  });

  it('is read-only for a controller, without the save/delete row', async () => {
    renderDetail('CONTROLLER');
    expect(await screen.findByRole('heading', { name: 'Bongani Khumalo' })).toBeTruthy();
    expect(screen.getByLabelText('Name').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Employee' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Employee Info' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
  });
});
