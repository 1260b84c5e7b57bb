import { z } from 'zod';
import { validation } from '../../../contract';
import { MESSAGES } from '../../../contract/messages';
import { type FormErrors, validateWith } from '../../common/validateWith';
import { toWireRole } from '../../dataProvider/employeeRole';

const employeeFields = z.object(validation.employeeUpsert.shape);
const EM = MESSAGES.employee;

/** The contract's employee rules; a new employee also needs matching passwords (spec part 1 §5). */
export function validateEmployee(values: Record<string, unknown>): FormErrors {
  const isNew = values.id === undefined || values.id === null;
  const password = isNew ? (values.password ?? undefined) : undefined;
  const errors = validateWith(employeeFields, {
    ...values,
    role: toWireRole(values.role),
    siteId: values.siteId || null,
    password,
  });
  if (isNew && password === undefined) errors.password ??= EM.passwordRequired;
  if (isNew && values.password !== values.confirmPassword) errors.confirmPassword ??= EM.passwordsDoNotMatch;
  return errors;
}
