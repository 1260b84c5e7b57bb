import type { AuditChange } from '../../../contract/audit';

/** A value as the log shows it: the name a reference points to, else the value itself; '—' for none. */
export function shownValue(value: AuditChange['before'], name: string | null): string {
  if (name) return name;
  if (value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
