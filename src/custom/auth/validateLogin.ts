import { z } from 'zod';
import { validation } from '../../../contract';
import { MESSAGES } from '../../../contract/messages';
import { firstError, validateWith } from '../../common/validateWith';

const loginFields = z.object(validation.login.shape);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** 'Fill in all fields.' first, then the e-mail's form (spec part 1 §5). */
export function validateLogin(values: Record<string, unknown>): string | undefined {
  if (!filled(values.emailAddress) || !filled(values.password)) return MESSAGES.auth.fillAllFields;
  return firstError(validateWith(loginFields, values));
}
