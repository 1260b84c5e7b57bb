import type { ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import type { Registration } from '../../contract/validation';
import { postJson } from './httpClient';
import { pickFields } from './pickFields';

export interface RegistrationAnswer {
  message: string;
  companyId: number;
  employeeId: number;
}

const FIELDS = validation.writableFields(validation.companyUpsert);

export const companyCallbacks: ResourceCallbacks = {
  resource: 'companies',
  beforeSave: async (data) => pickFields(data, FIELDS),
};

/** Register Company (spec part 1 §5): the company and its first admin. */
export const companyMethods = {
  async registerCompany(registration: Registration): Promise<RegistrationAnswer> {
    const { json } = await postJson('company/register', registration);
    return json as RegistrationAnswer;
  },
};
