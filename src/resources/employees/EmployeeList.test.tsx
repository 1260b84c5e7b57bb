import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { EmployeeList } from './EmployeeList';

const employee = (id: number, name: string, surname: string, role: string, siteName: string | null) => ({
  id,
  userId: 100_000 + id,
  name,
  surname,
  contactNumber: '0821234567',
  emailAddress: `${name.toLowerCase()}.${surname.toLowerCase()}@guardforce.co.za`,
  companyId: 3,
  siteId: siteName ? 4 : null,
  siteName,
  role,
});
/** As the server sends them: a guard's role is the spec's 'default'. */
const EMPLOYEES = [
  employee(2, 'Thandi', 'Mokoena', 'ADMIN', null),
  employee(5, 'Sipho', 'Dlamini', 'CONTROLLER', null),
  employee(7, 'Bongani', 'Khumalo', 'default', 'Sandton Office Park'),
];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
let location = '';

function renderList(role: Role) {
  signInAs(role);
  const calls = stubServer(() => ({
    body: EMPLOYEES,
    headers: { 'Content-Range': `employee 0-2/${EMPLOYEES.length}` },
  }));
  renderAdmin(<EmployeeList />, {
    dataProvider,
    auth: true,
    at: PATHS.employees,
    onLocation: (l) => {
      location = l.pathname;
    },
  });
  return calls;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Employees list', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the company's employees by full name, with their site and role in the console's words", async () => {
    const calls = renderList('ADMIN');
    const guard = await rowOf('Bongani Khumalo');
    expect(within(guard).getByText('bongani.khumalo@guardforce.co.za')).toBeTruthy();
    expect(within(guard).getByText('Sandton Office Park')).toBeTruthy();
    expect(within(guard).getByText('Security Guard')).toBeTruthy();
    expect(within(await rowOf('Sipho Dlamini')).getByText('Controller')).toBeTruthy();
    expect(within(await rowOf('Thandi Mokoena')).getByText('Admin')).toBeTruthy();
    expect(url(calls[0]).pathname).toBe('/api/v1/employee/byCompany/3');
    expect(await screen.findByRole('link', { name: 'Add a new Employee' })).toBeTruthy();
  });

  it('opens an employee on a row click, and searches on the server', async () => {
    const calls = renderList('ADMIN');
    fireEvent.change(await screen.findByPlaceholderText('Search'), { target: { value: 'khumalo' } });
    await waitFor(() =>
      expect(JSON.parse(url(calls.at(-1) as RecordedCall).searchParams.get('filter') ?? '{}')).toEqual({
        q: 'khumalo',
      }),
    );
    fireEvent.click(await rowOf('Bongani Khumalo'));
    await waitFor(() => expect(location).toBe(PATHS.employee(7)));
  });

  it('has no Add for a controller', async () => {
    renderList('CONTROLLER');
    await rowOf('Bongani Khumalo');
    expect(screen.queryByRole('link', { name: 'Add a new Employee' })).toBeNull();
  });
});
