import type { Role } from '../../contract/constants';
import { CHAT_ROLES, CONSOLE_ROLES, WRITE_ROLES } from '../../contract/constants';

export interface AccessParams {
  resource: string;
  action: string;
}

/** Actions that change management data; a controller is read-only (spec part 1 §6). */
const WRITE_ACTIONS = ['create', 'save', 'delete'];

/** Resources limited to some roles; every other resource is open to the console roles. */
const RESTRICTED: Record<string, readonly Role[]> = {
  companies: ['SYS_ADMIN'],
  alerts: CHAT_ROLES,
  chats: CHAT_ROLES,
  /** Who changed what: admins of their company, sys-admins of any. */
  audit: WRITE_ROLES,
  'live-map': CHAT_ROLES,
};

/** Sidebar links shown to fewer roles than may open their page (spec part 1 §2): the `menu` action. */
const MENU_ONLY: Record<string, readonly Role[]> = {
  'tag-enrollment': ['SYS_ADMIN'],
};

export function canAccess(role: Role | null | undefined, { resource, action }: AccessParams): boolean {
  if (!role || !(CONSOLE_ROLES as readonly Role[]).includes(role)) return false;
  const allowed = RESTRICTED[resource];
  if (allowed && !allowed.includes(role)) return false;
  if (action === 'menu') return MENU_ONLY[resource]?.includes(role) ?? true;
  if (WRITE_ACTIONS.includes(action)) return (WRITE_ROLES as readonly Role[]).includes(role);
  return true;
}
