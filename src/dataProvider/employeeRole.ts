import type { Role } from '../../contract/constants';

/** The security guard's role as the console shows it; the server calls it 'default' (spec part 1 §4). */
export const GUARD_ROLE = 'security-guard';
export type ConsoleRole = Exclude<Role, 'default'> | typeof GUARD_ROLE;

export const toWireRole = (role: unknown): unknown => (role === GUARD_ROLE ? 'default' : role);
export const fromWireRole = (role: unknown): unknown => (role === 'default' ? GUARD_ROLE : role);
