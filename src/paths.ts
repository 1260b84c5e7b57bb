import type { Identifier } from 'react-admin';
import type { Role } from '../contract/constants';

/** The spec's routes (part 1 §2), written once. */
export const PATHS = {
  login: '/login',
  register: '/register',
  resetPassword: '/resetPassword/:code',
  companies: '/companies',
  company: (id: Identifier) => `/companies/${id}`,
  sites: '/company/sites',
  alerts: '/company/alerts',
  chats: '/company/chats',
  reports: '/company/reports',
  dashboard: '/company/dashboard',
  attendance: '/company/attendance',
  tagEnrollment: '/company/tag/enrollment',
  siteDetails: '/company/site/details',
  siteXtra: '/company/site/xtra',
  siteXtraDetails: '/company/site/xtra/details',
  devices: '/company/site/xtra/devices',
  device: (id: Identifier | 'new') => `/company/site/xtra/device/${id}`,
  tags: '/company/site/xtra/tags',
  tag: (id: Identifier | 'new') => `/company/site/xtra/tag/${id}`,
  routes: '/company/site/xtra/routes',
  route: (id: Identifier | 'new') => `/company/site/xtra/route/${id}`,
  schedules: '/company/site/xtra/schedule',
  schedule: (id: Identifier | 'new') => `/company/site/xtra/schedule/${id}`,
  tracking: '/company/site/xtra/tracking',
  employees: '/company/employees',
  employee: (id: Identifier | 'new') => `/company/employee/${id}`,
  areas: '/company/areas',
  area: (id: Identifier | 'new') => `/company/area/${id}`,
} as const;

/** Where a user lands after signing in (spec part 1 §2). */
export const landingPath = (role: Role | null | undefined): string =>
  !role ? PATHS.login : role === 'SYS_ADMIN' ? PATHS.companies : PATHS.alerts;
