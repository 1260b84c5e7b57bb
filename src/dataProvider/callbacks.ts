import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import { session } from '../authProvider/session';
import { fromWireRole, toWireRole } from './employeeRole';
import { pickFields } from './pickFields';

/** Field lists of the strict server bodies, taken from the contract's schemas. */
export const BODY_FIELDS = {
  companies: validation.companyUpsert.keyof().options,
  employees: validation.employeeUpsert.keyof().options,
  areas: validation.areaUpsert.keyof().options,
} as const;

const withCompany = (data: RaRecord) => ({ ...data, companyId: data.companyId ?? session.companyId() ?? undefined });

export const companyCallbacks: ResourceCallbacks = {
  resource: 'companies',
  beforeSave: async (data) => pickFields(data, BODY_FIELDS.companies),
};

export const employeeCallbacks: ResourceCallbacks = {
  resource: 'employees',
  afterRead: async (record) => ({ ...record, role: fromWireRole(record.role) }),
  afterSave: async (record) => ({ ...record, role: fromWireRole(record.role) }),
  beforeUpdate: async ({ data, ...params }) => {
    const { password: _password, confirmPassword: _confirmPassword, ...rest } = data;
    return { ...params, data: rest };
  },
  beforeSave: async (data) =>
    pickFields(
      { ...withCompany(data), role: toWireRole(data.role), siteId: data.siteId || null },
      BODY_FIELDS.employees,
    ),
};

export const areaCallbacks: ResourceCallbacks = {
  resource: 'areas',
  beforeSave: async (data) =>
    pickFields({ ...withCompany(data), shouldReceiveReports: !!data.shouldReceiveReports }, BODY_FIELDS.areas),
};
