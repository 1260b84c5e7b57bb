import { describe, expect, it } from 'vitest';
import { isMenuActive } from './menuActive';

const sites = { to: '/company/sites', within: ['/company/site/'] };

describe('isMenuActive', () => {
  it('highlights Sites on the sites list and on every page of a selected site', () => {
    for (const path of [
      '/company/sites',
      '/company/site/details',
      '/company/site/xtra',
      '/company/site/xtra/device/4',
    ]) {
      expect(isMenuActive(path, sites)).toBe(true);
    }
  });

  it('highlights an entry on the pages below it, and not on a page that only starts with the same letters', () => {
    expect(isMenuActive('/company/alerts/history', { to: '/company/alerts' })).toBe(true);
    expect(isMenuActive('/company/employee/3', { to: '/company/employees', within: ['/company/employee/'] })).toBe(
      true,
    );
    expect(isMenuActive('/company/sitesettings', sites)).toBe(false);
    expect(isMenuActive('/company/employees', sites)).toBe(false);
  });
});
