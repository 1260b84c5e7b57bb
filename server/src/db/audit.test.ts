/**
 * The audit trail: every upsert and remove made through the API leaves a row in audit_log naming
 * who did it, the entity and its id, the action and what changed. Password hashes never appear.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { count, demoSuite, rows, valid } from '../test/fixtures';
import { ACCOUNTS } from '../test/helper';
import { ev, registerHandset, sendAll } from '../test/live';
import { createSite } from '../test/siteArea';

const demo = demoSuite();

interface AuditRow {
  employee_id: number | null;
  company_id: number | null;
  entity: string;
  entity_id: number;
  action: string;
  changes: Record<string, unknown>;
}

/** The audit rows of one entity row, oldest first. */
const trail = (entity: string, id: number) =>
  rows<AuditRow>(
    demo.t,
    sql`select employee_id, company_id, entity, entity_id, action, changes from audit_log
        where entity = ${entity} and entity_id = ${id} order by id`,
  );

describe('audit_log', () => {
  it('records an employee create, update and remove by the acting admin', async () => {
    const adminId = await demo.call.employeeId(ACCOUNTS.admin);
    const payload = { ...valid.employee(), emailAddress: 'audited@guardforce.co.za' };
    const created = (await demo.call.post('admin', '/api/v1/employee', payload)).json();

    const update = await demo.call.post('admin', '/api/v1/employee', {
      ...(await demo.call.employeeFields(created.id)),
      contactNumber: '0829990000',
      surname: 'Mahlangu-Dube',
    });
    expect(update.statusCode).toBe(200);
    const remove = await demo.call.post('admin', '/api/v1/employee/removeEmployee', { id: created.id });
    expect(remove.statusCode).toBe(200);

    const [insert, change, removal, ...rest] = await trail('employees', created.id);
    expect(rest).toEqual([]);
    expect(insert).toMatchObject({ employee_id: adminId, company_id: demo.guardforce, action: 'insert' });
    expect(insert.changes).toMatchObject({
      id: created.id,
      name: payload.name,
      surname: payload.surname,
      email_address: payload.emailAddress,
      role: 'default',
      company_id: demo.guardforce,
    });
    expect(change).toMatchObject({ employee_id: adminId, company_id: demo.guardforce, action: 'update' });
    expect(change.changes).toEqual({
      contact_number: { from: payload.contactNumber, to: '0829990000' },
      surname: { from: payload.surname, to: 'Mahlangu-Dube' },
    });
    expect(removal).toMatchObject({ employee_id: adminId, company_id: demo.guardforce, action: 'delete' });
    expect(removal.changes).toMatchObject({ id: created.id, surname: 'Mahlangu-Dube' });
    for (const row of [insert, change, removal]) expect(row.changes).not.toHaveProperty('password_hash');
  });

  it('writes nothing for an update that changes nothing', async () => {
    const id = await demo.call.employeeId('nomvula.zulu@guardforce.co.za');
    const before = await trail('employees', id);
    const response = await demo.call.post('admin', '/api/v1/employee', await demo.call.employeeFields(id));
    expect(response.statusCode).toBe(200);
    expect(await trail('employees', id)).toEqual(before);
  });

  it('records a company update by the sys-admin with only the changed fields', async () => {
    const sysadminId = await demo.call.employeeId(ACCOUNTS.sysadmin);
    const company = (await demo.call.get('sysadmin', `/api/v1/company/${demo.guardforce}`)).json();
    const response = await demo.call.post('sysadmin', '/api/v1/company', {
      ...company,
      contactPerson: 'Sipho Dlamini',
    });
    expect(response.statusCode).toBe(200);
    const updates = (await trail('companies', demo.guardforce)).filter((row) => row.action === 'update');
    expect(updates).toEqual([
      {
        employee_id: sysadminId,
        company_id: demo.guardforce,
        entity: 'companies',
        entity_id: demo.guardforce,
        action: 'update',
        changes: { contact_person: { from: company.contactPerson, to: 'Sipho Dlamini' } },
      },
    ]);
  });

  it('records area writes in the same place', async () => {
    const adminId = await demo.call.employeeId(ACCOUNTS.admin);
    const area = (await demo.call.post('admin', '/api/v1/area', valid.area())).json();
    await demo.call.post('admin', '/api/v1/area', { ...valid.area(), id: area.id, shouldReceiveReports: false });
    await demo.call.post('admin', '/api/v1/area/removeArea', { id: area.id });
    const audit = await trail('areas', area.id);
    expect(audit.map((row) => [row.action, row.employee_id])).toEqual([
      ['insert', adminId],
      ['update', adminId],
      ['delete', adminId],
    ]);
    expect(audit[1].changes).toEqual({ should_receive_reports: { from: true, to: false } });
  });

  it('shows a password change as {"password": "changed"}, by the employee who reset it', async () => {
    const emailAddress = 'lerato.nkosi@guardforce.co.za';
    const id = await demo.call.employeeId(emailAddress);
    await demo.t.app.inject({ method: 'POST', url: '/api/v1/profile/resetPassword', payload: { emailAddress } });
    const [queued] = await rows<{ body: string }>(
      demo.t,
      sql`select body from notification_outbox where recipient = ${emailAddress} order by id desc limit 1`,
    );
    const code = queued.body.match(/\/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await demo.t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/resetPasswordWeb',
      payload: { code, password: 'Lerato-Changed-1' },
    });
    expect(reset.statusCode).toBe(200);
    const [change] = (await trail('employees', id)).filter((row) => row.action === 'update');
    expect(change).toMatchObject({ employee_id: id, company_id: demo.guardforce, changes: { password: 'changed' } });
  });

  it("leaves a handset's telemetry (battery, charging, last contact) out, and records a rename", async () => {
    const siteId = await createSite(demo.call, 'admin');
    const handset = await registerHandset(demo.t, demo.call, siteId, await demo.call.token('guard'));
    const before = await trail('devices', handset.deviceId);
    expect(before.map((row) => row.action)).toEqual(['insert']);
    await sendAll(handset, [ev.status(12, false), ev.location(-26.1, 28.05)]);
    await sendAll(handset, [ev.status(40, true)]);
    expect(await trail('devices', handset.deviceId)).toEqual(before);
    const [telemetry] = await rows<{ battery_status: number; last_seen_at: Date | null }>(
      demo.t,
      sql`select battery_status, last_seen_at from devices where id = ${handset.deviceId}`,
    );
    expect(telemetry.battery_status).toBe(40);
    expect(telemetry.last_seen_at).not.toBeNull();
    const device = (await demo.call.get('admin', `/api/v1/device/${handset.deviceId}`)).json();
    const { id, siteId: site, serialNumber, appInstanceId, contactNumber } = device;
    const renamed = await demo.call.post('admin', '/api/v1/device', {
      id,
      siteId: site,
      deviceName: 'Gate Handset',
      serialNumber,
      appInstanceId,
      contactNumber,
    });
    expect(renamed.statusCode).toBe(200);
    const [, rename, ...rest] = await trail('devices', handset.deviceId);
    expect(rest).toEqual([]);
    expect(rename.changes).toEqual({ device_name: { from: device.deviceName, to: 'Gate Handset' } });
  });

  it('never stores a password hash, for registration either', async () => {
    const registered = await demo.call.post('sysadmin', '/api/v1/company/register', valid.registration());
    expect(registered.statusCode).toBe(200);
    const { companyId, employeeId } = registered.json();
    expect((await trail('companies', companyId)).map((row) => row.action)).toEqual(['insert']);
    const [insert] = await trail('employees', employeeId);
    expect(insert).toMatchObject({ action: 'insert', company_id: companyId });
    const leaked = await rows<{ id: number }>(
      demo.t,
      sql`select id from audit_log where changes ? 'password_hash' or changes::text like '%$argon2%'`,
    );
    expect(await count(demo.t, 'audit_log')).toBeGreaterThan(0);
    expect(leaked).toEqual([]);
  });
});
