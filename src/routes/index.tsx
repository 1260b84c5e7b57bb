/**
 * Every URL of the console (spec part 1 §2, part 2 §2), each written once, beside the screen it shows.
 * App.tsx mounts these routes (./routesIn); links and redirects take their paths from PATHS.
 */
import type { ReactElement } from 'react';
import { type Identifier, Navigate } from 'react-admin';
import type { Role } from '../../contract/constants';
import { RecordRoute } from '../common/RecordRoute';
import { AreaCreate, AreaEdit, AreaList } from '../resources/areas';
import { ClientCreate, ClientEdit, ClientList } from '../resources/clients';
import { CompanyEdit, CompanyList, EscalationPage, SelectedCompanyEdit } from '../resources/companies';
import { DeviceCreate, DeviceEdit, DeviceList } from '../resources/devices';
import { EmployeeCreate, EmployeeEdit, EmployeeList } from '../resources/employees';
import { RouteCreate, RouteEdit, RouteList } from '../resources/routes';
import { ScheduleCreate, ScheduleEdit, ScheduleList } from '../resources/schedules';
import { SiteEdit, SiteList } from '../resources/sites';
import { SiteDetailsPage } from '../resources/sites/SiteDetailsPage';
import { TagCreate, TagEdit, TagList } from '../resources/tags';
import {
  AccountPage,
  AlertHistoryPage,
  AlertsPage,
  AttendancePage,
  AuditPage,
  ChatsPage,
  DashboardPage,
  IncidentPage,
  IncidentsPage,
  LiveMapPage,
  RegisterCompanyPage,
  ReportsPage,
  ResetPasswordPage,
  SiteChatPage,
  TagEnrollmentPage,
  TrackingPage,
} from './lazyPages';

/** Where a route is shown: without the shell, in the shell, or in the selected site's area (breadcrumb and tiles). */
export type Frame = 'bare' | 'shell' | 'site';

export interface ConsoleRoute<P extends string = string> {
  path: P;
  /** The screen; none for react-admin's own sign-in page. */
  element?: ReactElement;
  frame?: Frame;
  /** The canAccess resource that guards the route (action `list` unless named); others go to company/sites. */
  access?: { resource: string; action?: string };
}

const bare = <P extends string>(path: P, element: ReactElement): ConsoleRoute<P> => ({ path, element, frame: 'bare' });
const shell = <P extends string>(path: P, element: ReactElement, resource?: string, action?: string) =>
  ({ path, element, frame: 'shell', access: resource ? { resource, action } : undefined }) satisfies ConsoleRoute<P>;
const site = <P extends string>(path: P, element: ReactElement, resource?: string): ConsoleRoute<P> => ({
  path,
  element,
  frame: 'site',
  access: resource ? { resource } : undefined,
});

const ToSignIn = () => <Navigate to={PATHS.login} replace />;

export const ROUTES = {
  login: { path: '/login' }, // react-admin's loginPage: custom/auth/LoginPage
  start: bare('/', <ToSignIn />),
  resetPassword: bare('/resetPassword/:code', <ResetPasswordPage />),
  register: shell('/register', <RegisterCompanyPage />, 'companies', 'create'),
  companies: shell('/companies', <CompanyList />, 'companies'),
  // The spec's 'Company info' of the selected company; companies/{id} names one by its id (an alias).
  companyEdit: shell('/companies/edit', <SelectedCompanyEdit />, 'companies'),
  company: shell('/companies/:id', <CompanyEdit />, 'companies'),
  alerts: shell('/company/alerts', <AlertsPage />, 'alerts'),
  alertHistory: shell('/company/alerts/history', <AlertHistoryPage />, 'alerts'),
  chats: shell('/company/chats', <ChatsPage />, 'chats'),
  liveMap: shell('/company/map', <LiveMapPage />, 'live-map'),
  sites: shell('/company/sites', <SiteList />),
  dashboard: shell('/company/dashboard', <DashboardPage />),
  reports: shell('/company/reports', <ReportsPage />),
  escalation: shell('/company/escalation', <EscalationPage />),
  audit: shell('/company/audit', <AuditPage />, 'audit'),
  account: shell('/account', <AccountPage />),
  employees: shell('/company/employees', <EmployeeList />),
  employee: shell('/company/employee/:id', <RecordRoute create={EmployeeCreate} edit={EmployeeEdit} />),
  areas: shell('/company/areas', <AreaList />),
  area: shell('/company/area/:id', <RecordRoute create={AreaCreate} edit={AreaEdit} />),
  clients: shell('/company/clients', <ClientList />, 'clients'),
  client: shell('/company/client/:id', <RecordRoute create={ClientCreate} edit={ClientEdit} />, 'clients'),
  attendance: shell('/company/attendance', <AttendancePage />),
  tagEnrollment: shell('/company/tag/enrollment', <TagEnrollmentPage />, 'tag-enrollment'),
  incidents: shell('/company/incidents', <IncidentsPage />, 'incidents'),
  incident: shell('/company/incidents/:id', <IncidentPage />, 'incidents'),
  siteDetails: shell('/company/site/details', <SiteDetailsPage />),
  siteXtra: site('/company/site/xtra', <SiteEdit />),
  siteXtraDetails: site('/company/site/xtra/details', <SiteEdit />),
  devices: site('/company/site/xtra/devices', <DeviceList />),
  device: site('/company/site/xtra/device/:id', <RecordRoute create={DeviceCreate} edit={DeviceEdit} />),
  tags: site('/company/site/xtra/tags', <TagList />),
  tag: site('/company/site/xtra/tag/:id', <RecordRoute create={TagCreate} edit={TagEdit} />),
  routes: site('/company/site/xtra/routes', <RouteList />),
  route: site('/company/site/xtra/route/:id', <RecordRoute create={RouteCreate} edit={RouteEdit} />),
  schedules: site('/company/site/xtra/schedule', <ScheduleList />),
  newSchedule: site('/company/site/xtra/schedule/0', <ScheduleCreate />), // 0 also means a new schedule
  schedule: site('/company/site/xtra/schedule/:id', <RecordRoute create={ScheduleCreate} edit={ScheduleEdit} />),
  tracking: site('/company/site/xtra/tracking', <TrackingPage />),
  trackingOf: site('/company/site/xtra/tracking/:id', <TrackingPage />),
  siteChat: site('/company/site/xtra/chat', <SiteChatPage />, 'chats'),
} satisfies Record<string, ConsoleRoute>;

type Routes = typeof ROUTES;

/** A route's path to link to: a function of the id for a record's route ('new' creates), else the path itself. */
type PathTo<P extends string> = P extends `${string}/:id` ? (id: Identifier | 'new') => string : P;

const pathTo = (path: string) => (path.endsWith('/:id') ? (id: Identifier) => path.replace(/:id$/, String(id)) : path);

export const PATHS = Object.fromEntries(Object.entries(ROUTES).map(([name, { path }]) => [name, pathTo(path)])) as {
  [Name in keyof Routes]: PathTo<Routes[Name]['path']>;
};

/** Where a user lands after signing in (spec part 1 §2). */
export const landingPath = (role: Role | null | undefined): string =>
  !role ? PATHS.login : role === 'SYS_ADMIN' ? PATHS.companies : PATHS.alerts;
