import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '../../../contract/audit';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { auditPathOf } from './AuditLink';
import { AuditPage } from './AuditPage';

const SITE_CHANGE: AuditRow = {
  id: 41,
  at: Date.parse('2026-11-22T12:30:00Z') / 1000,
  employeeId: 7,
  actorName: 'Thandi Mokoena',
  actorRole: 'ADMIN',
  entity: 'employee',
  entityId: 12,
  entityName: 'Bongani Khumalo',
  action: 'update',
  changes: [
    { field: 'siteId', before: 4, after: 5, beforeName: 'Sandton Office Park', afterName: 'Rosebank Corporate Campus' },
  ],
};
const EMPLOYEES = [
  { id: 7, name: 'Thandi', surname: 'Mokoena' },
  { id: 12, name: 'Bongani', surname: 'Khumalo' },
];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const auditCalls = (calls: RecordedCall[]) => calls.filter((call) => url(call).pathname === '/api/v1/audit');
const lastAsked = (calls: RecordedCall[]) =>
  Object.fromEntries(url(auditCalls(calls).at(-1) as RecordedCall).searchParams);

function renderAudit(at: string = PATHS.audit) {
  signInAs('ADMIN');
  const calls = stubServer((call) => {
    const path = url(call).pathname;
    if (path === '/api/v1/audit') return { body: [SITE_CHANGE], headers: { 'Content-Range': 'audit 0-0/31' } };
    if (path === '/api/v1/audit/csv') return { body: { auditCsv: 'Time,Who\r\n' } };
    if (path === '/api/v1/employee/byCompany/3')
      return { body: EMPLOYEES, headers: { 'Content-Range': 'employee 0-1/2' } };
    if (path === '/api/v1/employee/7') return { body: EMPLOYEES[0] };
    return { status: 404, body: { message: `No ${path}` } };
  });
  renderAdmin(<AuditPage />, { dataProvider, auth: true, at, notifications: true });
  return calls;
}

describe('Audit log', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('lists who changed what, field by field, newest first, paged by the server', async () => {
    vi.stubEnv('TZ', 'Africa/Johannesburg');
    const calls = renderAudit();
    const row = await screen.findByRole('row', { name: /Bongani Khumalo/ });
    expect(within(row).getByText('Thandi Mokoena')).toBeTruthy();
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).getByText('Employee: Bongani Khumalo')).toBeTruthy();
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(row.textContent).toContain('Site: Sandton Office Park → Rosebank Corporate Campus');
    expect(lastAsked(calls)).toMatchObject({ companyId: '3', sort: '["at","DESC"]', range: '[0,9]' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastAsked(calls).range).toBe('[10,19]'));
  });

  it("narrows to one record from its page's link, and asks the server for that record's history", async () => {
    const calls = renderAudit(auditPathOf('employee', 12));
    await screen.findByRole('row', { name: /Bongani Khumalo/ });
    expect(lastAsked(calls)).toMatchObject({ entity: 'employee', entityId: '12' });
    const chip = screen.getByText(/This record only: Employee Bongani Khumalo/);
    expect(chip).toBeTruthy();
  });

  it('filters by person and days, the days in South African time', async () => {
    const calls = renderAudit();
    await screen.findByRole('row', { name: /Bongani Khumalo/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Thandi Mokoena' }));
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ employeeId: '7' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20/11/2026' } });
    await waitFor(() =>
      expect(lastAsked(calls)).toMatchObject({ startDate: String(Date.parse('2026-11-19T22:00:00Z') / 1000) }),
    );
  });

  it('downloads the filtered log as CSV', async () => {
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const calls = renderAudit();
    await screen.findByRole('row', { name: /Bongani Khumalo/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((call) => url(call).pathname === '/api/v1/audit/csv')).toBe(true));
    await waitFor(() => expect(created).toHaveBeenCalled());
  });
});
