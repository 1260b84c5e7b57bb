import type { Registration } from '../../contract/validation';
import { postJson } from './httpClient';

interface MessageAnswer {
  message: string;
}

export interface RegistrationAnswer extends MessageAnswer {
  companyId: number;
  employeeId: number;
}

/** Calls that are not a resource's CRUD: company registration and the password reset. */
export const customMethods = {
  async registerCompany(registration: Registration): Promise<RegistrationAnswer> {
    const { json } = await postJson('company/register', registration);
    return json as RegistrationAnswer;
  },
  async resetPassword(emailAddress: string): Promise<MessageAnswer> {
    const { json } = await postJson('profile/resetPassword', { emailAddress });
    return json as MessageAnswer;
  },
  async resetPasswordWeb(code: string, password: string): Promise<MessageAnswer> {
    const { json } = await postJson('profile/resetPasswordWeb', { code, password });
    return json as MessageAnswer;
  },
};
