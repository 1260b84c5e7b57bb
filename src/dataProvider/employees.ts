import type { ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import { withCompany } from './bodyValues';
import { fromWireRole, toWireRole } from './employeeRole';
import { pickFields } from './pickFields';

const FIELDS = validation.writableFields(validation.employeeUpsert);

/** The guard's role as the console names it; a password only when creating; only the fields the server accepts. */
export const employeeCallbacks: ResourceCallbacks = {
  resource: 'employees',
  afterRead: async (record) => ({ ...record, role: fromWireRole(record.role) }),
  afterSave: async (record) => ({ ...record, role: fromWireRole(record.role) }),
  beforeUpdate: async ({ data, ...params }) => {
    const { password: _password, confirmPassword: _confirmPassword, ...rest } = data;
    return { ...params, data: rest };
  },
  beforeSave: async (data) =>
    pickFields({ ...withCompany(data), role: toWireRole(data.role), siteId: data.siteId || null }, FIELDS),
};
