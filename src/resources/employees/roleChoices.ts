import type { Role } from '../../../contract/constants';
import { type ConsoleRole, GUARD_ROLE } from '../../dataProvider/employeeRole';

const ROLE_ORDER: ConsoleRole[] = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER', GUARD_ROLE];

/** Admin, Controller and Security Guard; Sys Admin only for a sys-admin (spec part 1 §2). */
export const roleChoices = (userRole: Role | null) =>
  ROLE_ORDER.filter((role) => role !== 'SYS_ADMIN' || userRole === 'SYS_ADMIN').map((role) => ({
    id: role,
    name: `patrol.roles.${role}`,
  }));
