/** Password hashing with argon2id. */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/** A hash to compare against when the address is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hash('decoy password');
  return verify(passwordHash ?? (await decoy), password).catch(() => false);
}
