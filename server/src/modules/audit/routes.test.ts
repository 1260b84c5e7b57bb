/**
 * GET /api/v1/audit and /audit/csv: the audit trail as the console reads it, company-scoped, for admins and
 * sys-admins only, each change field by field with who made it, secrets never shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../../contract/audit';
import { demoSuite, valid } from '../../test/fixtures';
import { ACCOUNTS } from '../../test/helper';
import { createSite } from '../../test/siteArea';

const demo = demoSuite();

const guardEmail = 'bongani.khumalo@guardforce.co.za';

describe('GET /api/v1/audit', () => {
  let guardId: number;
  let newSite: number;
  let oldSite: number;
  beforeAll(async () => {
    guardId = await demo.call.employeeId(guardEmail);
    newSite = await createSite(demo.call, 'admin');
    const fields = await demo.call.employeeFields(guardId);
    oldSite = fields.siteId as number;
    const saved = await demo.call.post('admin', '/api/v1/employee', { ...fields, siteId: newSite });
    expect(saved.statusCode).toBe(200);
  });

  it("shows an admin's edit of a guard's site, field by field, with the admin's name and the sites' names", async () => {
    const response = await demo.call.get('admin', `/api/v1/audit?entity=employee&entityId=${guardId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^audit 0-\d+\/\d+$/);
    const [latest] = response.json() as AuditRow[];
    const site = (await demo.call.get('admin', `/api/v1/site/${newSite}`)).json();
    const old = (await demo.call.get('admin', `/api/v1/site/${oldSite}`)).json();
    expect(latest).toMatchObject({
      employeeId: await demo.call.employeeId(ACCOUNTS.admin),
      actorName: 'Thandi Mokoena',
      actorRole: 'ADMIN',
      entity: 'employee',
      entityId: guardId,
      entityName: 'Bongani Khumalo',
      action: 'update',
    });
    expect(latest.changes).toEqual([
      { field: 'siteId', before: oldSite, after: newSite, beforeName: old.name, afterName: site.name },
    ]);
    expect(typeof latest.at).toBe('number');
  });

  it('filters by the acting employee and pages on the server', async () => {
    const adminId = await demo.call.employeeId(ACCOUNTS.admin);
    const all = await demo.call.get('admin', `/api/v1/audit?employeeId=${adminId}`);
    const total = Number(all.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect((all.json() as AuditRow[]).every((row) => row.employeeId === adminId)).toBe(true);
    const page = await demo.call.get('admin', `/api/v1/audit?employeeId=${adminId}&range=[1,1]`);
    expect(page.headers['content-range']).toBe(`audit 1-1/${total}`);
    expect((page.json() as AuditRow[]).map((row) => row.id)).toEqual([(all.json() as AuditRow[])[1].id]);
    const none = await demo.call.get(
      'admin',
      `/api/v1/audit?employeeId=${adminId}&startDate=946684800&endDate=946771200`,
    );
    expect(none.json()).toEqual([]);
  });

  it('never shows a password, a hash or a token', async () => {
    const created = await demo.call.post('admin', '/api/v1/employee', {
      ...valid.employee(),
      emailAddress: 'audit.secret@guardforce.co.za',
    });
    expect(created.statusCode).toBe(200);
    const response = await demo.call.get('admin', `/api/v1/audit?entity=employee&entityId=${created.json().id}`);
    const text = response.body;
    expect(text).not.toMatch(/argon2|password_?hash|passwordHash|tokenVersion/i);
    const [insert] = response.json() as AuditRow[];
    expect(insert.action).toBe('insert');
    expect(insert.changes.map((change) => change.field)).toContain('surname');
  });

  it("keeps an admin to their company's log; a sys-admin names any company; controllers get 403", async () => {
    const own = (await demo.call.get('otherAdmin', '/api/v1/audit?range=[0,99]')).json() as AuditRow[];
    expect(own.some((row) => row.entity === 'employee' && row.entityId === guardId)).toBe(false);
    const elsewhere = await demo.call.get('otherAdmin', `/api/v1/audit?companyId=${demo.guardforce}`);
    expect(elsewhere.statusCode).toBe(404);
    const sysadmin = await demo.call.get(
      'sysadmin',
      `/api/v1/audit?companyId=${demo.guardforce}&entity=employee&entityId=${guardId}`,
    );
    expect(sysadmin.statusCode).toBe(200);
    expect((sysadmin.json() as AuditRow[])[0].actorName).toBe('Thandi Mokoena');
    expect((await demo.call.get('sysadmin', `/api/v1/audit?companyId=${demo.capeShield}`)).statusCode).toBe(200);
    expect((await demo.call.get('controller', '/api/v1/audit')).statusCode).toBe(403);
    expect((await demo.call.get('controller', '/api/v1/audit/csv')).statusCode).toBe(403);
    expect((await demo.call.get('guard', '/api/v1/audit')).statusCode).toBe(403);
  });

  it('refuses an entityId without its entity, and an unknown entity', async () => {
    expect((await demo.call.get('admin', '/api/v1/audit?entityId=3')).statusCode).toBe(400);
    expect((await demo.call.get('admin', '/api/v1/audit?entity=password')).statusCode).toBe(400);
  });

  it('exports the filtered log as CSV with the change in words', async () => {
    const response = await demo.call.get('admin', `/api/v1/audit/csv?entity=employee&entityId=${guardId}`);
    expect(response.statusCode).toBe(200);
    const [header, first] = (response.json().auditCsv as string).split('\r\n');
    expect(header).toBe('Time,Who,Role,Action,Record,Name,Record ID,Changes');
    expect(first).toContain('Thandi Mokoena,Admin,Changed,Employee,Bongani Khumalo');
    expect(first).toMatch(/Site: .+ → .+/);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await demo.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/v1/audit', '/api/v1/audit/csv']));
  });
});
