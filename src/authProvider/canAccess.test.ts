import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const table: [string | null, string, string, boolean][] = [
  ['SYS_ADMIN', 'companies', 'list', true],
  ['SYS_ADMIN', 'companies', 'delete', true],
  ['ADMIN', 'companies', 'list', false],
  ['ADMIN', 'companies', 'edit', false],
  ['CONTROLLER', 'companies', 'list', false],
  ['SYS_ADMIN', 'alerts', 'list', false],
  ['ADMIN', 'alerts', 'list', true],
  ['CONTROLLER', 'alerts', 'list', true],
  ['SYS_ADMIN', 'chats', 'list', false],
  ['CONTROLLER', 'chats', 'list', true],
  ['SYS_ADMIN', 'tag-enrollment', 'menu', true],
  ['ADMIN', 'tag-enrollment', 'menu', false],
  ['CONTROLLER', 'tag-enrollment', 'menu', false],
  ['SYS_ADMIN', 'tag-enrollment', 'list', true],
  ['ADMIN', 'tag-enrollment', 'list', true],
  ['CONTROLLER', 'tag-enrollment', 'list', true],
  ['SYS_ADMIN', 'tag-enrollment', 'save', true],
  ['ADMIN', 'tag-enrollment', 'save', true],
  ['CONTROLLER', 'tag-enrollment', 'save', false],
  ['SYS_ADMIN', 'alerts', 'menu', false],
  ['ADMIN', 'sites', 'menu', true],
  ['CONTROLLER', 'attendance', 'menu', true],
  ['ADMIN', 'employees', 'create', true],
  ['ADMIN', 'employees', 'save', true],
  ['ADMIN', 'employees', 'delete', true],
  ['CONTROLLER', 'employees', 'list', true],
  ['CONTROLLER', 'employees', 'edit', true],
  ['CONTROLLER', 'employees', 'create', false],
  ['CONTROLLER', 'employees', 'save', false],
  ['CONTROLLER', 'employees', 'delete', false],
  ['CONTROLLER', 'areas', 'create', false],
  ['CONTROLLER', 'areas', 'save', false],
  ['SYS_ADMIN', 'employees', 'create', true],
  ['SYS_ADMIN', 'sites', 'list', true],
  ['default', 'employees', 'list', false],
  [null, 'sites', 'list', false],
  ['SYS_ADMIN', 'audit', 'menu', true],
  ['ADMIN', 'audit', 'menu', true],
  ['ADMIN', 'audit', 'list', true],
  ['CONTROLLER', 'audit', 'menu', false],
  ['CONTROLLER', 'audit', 'list', false],
];

describe('canAccess', () => {
  it.each(table)('%s on %s (%s) is %s', (role, resource, action, allowed) => {
    expect(canAccess(role as Parameters<typeof canAccess>[0], { resource, action })).toBe(allowed);
  });
});
