import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
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

const admin = { ...guard, id: 9, name: 'Thandi', surname: 'Mokoena', role: 'ADMIN', twoFactor: true };

const renderDetail = (role: Role, record: Record<string, unknown> = guard) => {
  signInAs(role);
  return renderAdmin(
    <AtRoute path={PATHS.employee(':id')}>
      <EmployeeEdit />
    </AtRoute>,
    {
      dataProvider: {
        getOne: async () => ({ data: record as never }),
        getList: async () => ({ data: [], total: 0 }),
      },
      auth: true,
      at: PATHS.employee(Number(record.id)),
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

  it("lets a sys-admin reset an admin's two-factor sign-in, after confirming", async () => {
    const calls: RecordedCall[] = stubServer(() => ({ body: { message: 'reset' } }));
    renderDetail('SYS_ADMIN', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/reset this employee's two-factor sign-in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    await waitFor(() =>
      expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toContain(
        '/api/v1/employee/9/resetTwoFactor',
      ),
    );
    vi.unstubAllGlobals();
  });

  it('shows an admin whether it is on, without the reset; a guard has none', async () => {
    renderDetail('ADMIN', admin);
    expect(await screen.findByText('Two-factor sign-in')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
    cleanup();
    renderDetail('SYS_ADMIN');
    await screen.findByRole('heading', { name: 'Bongani Khumalo' });
    expect(screen.queryByText('Two-factor sign-in')).toBeNull();
  });
});
