/**
 * The custom pages and the shell, each loaded when first shown: only the sign-in page comes with the
 * first screen. Resource pages are lazy in their own index files.
 */
import { lazyPage } from './lazyPage';

export const Layout = lazyPage(() => import('../layout/Layout').then((m) => m.Layout));
export const AlertHistoryPage = lazyPage(() =>
  import('../custom/alerts/history/AlertHistoryPage').then((m) => m.AlertHistoryPage),
);
export const AlertsPage = lazyPage(() => import('../custom/alerts/AlertsPage').then((m) => m.AlertsPage));
export const NotFound = lazyPage(() => import('../custom/NotFound').then((m) => m.NotFound));
export const SiteXtraShell = lazyPage(() => import('../custom/site/SiteXtraShell').then((m) => m.SiteXtraShell));
export const RegisterCompanyPage = lazyPage(() =>
  import('../custom/auth/RegisterCompanyPage').then((m) => m.RegisterCompanyPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../custom/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
export const ChatsPage = lazyPage(() => import('../custom/chat/ChatsPage').then((m) => m.ChatsPage));
export const SiteChatPage = lazyPage(() => import('../custom/chat/ChatsPage').then((m) => m.SiteChatPage));
export const TrackingPage = lazyPage(() => import('../custom/tracking/TrackingPage').then((m) => m.TrackingPage));
export const AttendancePage = lazyPage(() =>
  import('../custom/attendance/AttendancePage').then((m) => m.AttendancePage),
);
export const TagEnrollmentPage = lazyPage(() =>
  import('../custom/enrollment/TagEnrollmentPage').then((m) => m.TagEnrollmentPage),
);
export const ReportsPage = lazyPage(() => import('../custom/reports/ReportsPage').then((m) => m.ReportsPage));
export const LiveMapPage = lazyPage(() => import('../custom/liveMap/LiveMapPage').then((m) => m.LiveMapPage));
export const DashboardPage = lazyPage(() => import('../custom/dashboard/DashboardPage').then((m) => m.DashboardPage));
export const AccountPage = lazyPage(() => import('../custom/twoFactor/AccountPage').then((m) => m.AccountPage));
export const AuditPage = lazyPage(() => import('../custom/audit/AuditPage').then((m) => m.AuditPage));
export const IncidentsPage = lazyPage(() => import('../custom/incidents/IncidentsPage').then((m) => m.IncidentsPage));
export const IncidentPage = lazyPage(() => import('../custom/incidents/IncidentPage').then((m) => m.IncidentPage));
