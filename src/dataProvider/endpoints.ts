import { auditQuery } from './audit';

/** Where each react-admin resource lives on the server (spec part 1 §7, part 2 §7). */
export interface Endpoints {
  /** List path; company-scoped lists take the selected company's id, site lists the siteId of their filter. */
  list: (companyId: number, filter: Record<string, unknown>) => string;
  /** GET `${one}/{id}`. */
  one: string;
  /** POST upsert: no id creates. */
  upsert: string;
  /** POST {id}. */
  remove: string;
  /** The remove body's field when it is not `id`. */
  removeField?: string;
  /** Whether the list needs a selected company. */
  scoped: boolean;
  /** An existing record is changed by POST `${upsert}/{id}` (its id in the path, not the body). */
  updateById?: boolean;
}

/** A site's list (spec part 2 §7): the site comes from the list's filter. */
const bySite =
  (path: string) =>
  (_companyId: number, { siteId }: Record<string, unknown>) =>
    `${path}/bySite/${siteId}`;

/** A filter's startDate and endDate (epoch seconds), those it has, as query parameters. */
const periodQuery = ({ startDate, endDate }: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries({ startDate, endDate }).flatMap(([name, value]) =>
      typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  ).toString();

export const ENDPOINTS: Record<string, Endpoints> = {
  companies: {
    list: () => 'company',
    one: 'company',
    upsert: 'company',
    remove: 'company/removeCompany',
    scoped: false,
  },
  employees: {
    list: (companyId) => `employee/byCompany/${companyId}`,
    one: 'employee',
    upsert: 'employee',
    remove: 'employee/removeEmployee',
    scoped: true,
  },
  areas: {
    list: (companyId) => `area/byCompany/${companyId}`,
    one: 'area',
    upsert: 'area',
    remove: 'area/removeArea',
    scoped: true,
  },
  sites: {
    list: (companyId) => `site/byCompany/${companyId}`,
    one: 'site',
    upsert: 'site',
    remove: 'site/removeSite',
    scoped: true,
  },
  devices: { list: bySite('device'), one: 'device', upsert: 'device', remove: 'device/removeDevice', scoped: true },
  tags: { list: bySite('routeTag'), one: 'routeTag', upsert: 'routeTag', remove: 'routeTag/removeTag', scoped: true },
  routes: { list: bySite('route'), one: 'route', upsert: 'route', remove: 'route/removeRoute', scoped: true },
  schedules: {
    list: bySite('schedule'),
    one: 'schedule',
    upsert: 'schedule',
    remove: 'schedule/removeSchedule',
    removeField: 'scheduleId',
    scoped: true,
  },
  /** Tag requests from handsets, of every site or the filter's siteId: listed only, decided by enrollmentMethods. */
  'tag-enrollment': {
    list: (companyId) => `routeTag/TagEnrollment/GetEnrollingTags?companyId=${companyId}`,
    one: 'routeTag/TagEnrollment',
    upsert: 'routeTag/TagEnrollment',
    remove: 'routeTag/TagEnrollment',
    scoped: true,
  },
  /** Incident reports of handsets (issue 34): listed and read; corrected and approved by incidentMethods. */
  incidents: {
    list: (companyId) => `incidents?companyId=${companyId}`,
    one: 'incidents',
    upsert: 'incidents',
    remove: 'incidents',
    scoped: true,
  },
  /** Generated plan lines of a site: read-only, listed only; the filter's period of plan starts as query parameters. */
  schedulePlans: {
    list: (_companyId, filter) => `schedule/plans/generated/${filter.siteId}?${periodQuery(filter)}`,
    one: 'schedule/plans/generated',
    upsert: 'schedule/plans/generated',
    remove: 'schedule/plans/generated',
    scoped: true,
  },
  /** A company's clients, who read their sites in the portal (issue 33); links and revocation are clientMethods. */
  clients: {
    list: (companyId, filter) =>
      `clients?companyId=${companyId}${filter.siteId ? `&siteId=${encodeURIComponent(String(filter.siteId))}` : ''}`,
    one: 'clients',
    upsert: 'clients',
    remove: 'clients',
    scoped: true,
    updateById: true,
  },
  /** The audit log: read-only, listed only; its filters (kind, record, person, days) as query parameters. */
  audit: {
    list: (companyId, filter) => `audit?${auditQuery(companyId, filter)}`,
    one: 'audit',
    upsert: 'audit',
    remove: 'audit',
    scoped: true,
  },
};
