/** Password hashing with argon2id; its native module is loaded at the first sign-in, not at start. */
const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string) => (await argon2()).hash(password);

/** A hash to compare against when the address is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const { hash, verify } = await argon2();
  decoy ??= hash('decoy password');
  return verify(passwordHash ?? (await decoy), password).catch(() => false);
}
