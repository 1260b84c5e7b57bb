import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditRecordName, auditValue } from './audit';

describe('the audit log as people read it', () => {
  it('labels fields in words, a named reference without its Id', () => {
    expect(auditFieldLabel({ field: 'alertSentAt', beforeName: null, afterName: null })).toBe('Alert sent at');
    expect(auditFieldLabel({ field: 'respondedToGuid', beforeName: null, afterName: null })).toBe('Responded to GUID');
    expect(auditFieldLabel({ field: 'siteId', beforeName: 'Sandton', afterName: 'Rosebank' })).toBe('Site');
    expect(auditFieldLabel({ field: 'alertSiteId', beforeName: null, afterName: null })).toBe('Alert site ID');
    expect(auditFieldLabel({ field: 'surname', beforeName: null, afterName: null })).toBe('Surname');
  });

  it("names an answer by its alert's type and shows values with their names", () => {
    expect(auditRecordName({ entity: 'alertResponse', entityName: 'deviceBatteryLow' })).toBe('Battery Low');
    expect(auditRecordName({ entity: 'site', entityName: 'Sandton Office Park' })).toBe('Sandton Office Park');
    expect(auditValue(4, 'Sandton Office Park')).toBe('Sandton Office Park');
    expect(auditValue(null, null)).toBe('—');
    expect(auditValue({ a: 1 }, null)).toBe('{"a":1}');
  });
});
