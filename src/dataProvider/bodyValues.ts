import type { RaRecord } from 'react-admin';
import { session } from '../authProvider/session';

/** Form values on their way to a strict server body. */
export type Values = RaRecord | Partial<RaRecord>;

export const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The values with their company: the selected one unless they name theirs. */
export const withCompany = <T extends Values>(data: T) => ({
  ...data,
  companyId: data.companyId ?? session.companyId() ?? undefined,
});
