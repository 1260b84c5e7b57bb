import { z } from 'zod';
import { validation } from '../../../contract';
import { MESSAGES } from '../../../contract/messages';
import { EMAIL_PATTERN, type Registration } from '../../../contract/validation';
import { firstError, validateWith } from '../../common/validateWith';
import { pickFields } from '../../dataProvider/pickFields';

const RM = MESSAGES.registration;
const registrationFields = z.object(validation.registration.shape);
const BODY_FIELDS = validation.registration.keyof().options;

export const USER_FIELDS = ['userName', 'surname', 'emailAddress', 'password', 'confirmPassword'] as const;
export const COMPANY_FIELDS = ['companyName', 'address', 'contactPerson', 'contactNumber', 'contactEmail'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The registration payload: the ten fields less the confirmation, with the role fixed to admin. */
export const registrationBody = (values: Record<string, unknown>): Registration =>
  ({ ...pickFields(values, BODY_FIELDS), role: 'ADMIN' }) as Registration;

/** Spec part 1 §5 order: all fields, the admin e-mail, the contact e-mail, the passwords, then the contract's rules. */
export function validateRegistration(values: Record<string, unknown>): string | undefined {
  if ([...USER_FIELDS, ...COMPANY_FIELDS].some((field) => text(values[field]) === '')) return RM.invalidFields;
  if (!EMAIL_PATTERN.test(text(values.emailAddress))) return RM.invalidAdminEmail;
  if (!EMAIL_PATTERN.test(text(values.contactEmail))) return RM.invalidContactEmail;
  if (values.password !== values.confirmPassword) return RM.passwordsDontMatch;
  return firstError(validateWith(registrationFields, registrationBody(values)));
}
