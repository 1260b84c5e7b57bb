import { validation } from '../../../contract';
import { MESSAGES } from '../../../contract/messages';

const filled = (value: unknown) => typeof value === 'string' && value !== '';

/** Both filled, then equal, then the contract's password rule (spec part 1 §5). */
export function validateNewPassword(password: unknown, confirmPassword: unknown): string | undefined {
  if (!filled(password) || !filled(confirmPassword)) return MESSAGES.auth.fillAllFields;
  if (password !== confirmPassword) return MESSAGES.auth.passwordsDoNotMatch;
  const result = validation.password.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}
