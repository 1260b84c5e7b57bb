import AssessmentIcon from '@mui/icons-material/Assessment';
import ChatIcon from '@mui/icons-material/Chat';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HistoryIcon from '@mui/icons-material/History';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NfcIcon from '@mui/icons-material/Nfc';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import ReportIcon from '@mui/icons-material/Report';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { MenuItemLinkClasses, Menu as RaMenu, useLocation, useTranslate } from 'react-admin';
import { canAccess } from '../authProvider/canAccess';
import { useRole, useSelectedCompany } from '../authProvider/useSession';
import { useUnreadTotal } from '../custom/chat/useUnreadTotal';
import { PATHS } from '../routes';
import { isMenuActive, type MenuPlace } from './menuActive';

interface MenuEntry extends MenuPlace {
  resource: string;
  icon: ReactElement;
}

/** The selected site's pages (company/site/details, company/site/xtra/…) belong to Sites. */
const SITE_PAGES = '/company/site/';

/** Sidebar links in the spec's order (part 1 §2). */
const ENTRIES: MenuEntry[] = [
  { resource: 'alerts', to: PATHS.alerts, icon: <NotificationsActiveIcon /> },
  { resource: 'chats', to: PATHS.chats, icon: <ChatIcon /> },
  { resource: 'live-map', to: PATHS.liveMap, icon: <MyLocationIcon /> },
  { resource: 'sites', to: PATHS.sites, within: [SITE_PAGES], icon: <LocationCityIcon /> },
  { resource: 'dashboard', to: PATHS.dashboard, icon: <DashboardIcon /> },
  { resource: 'reports', to: PATHS.reports, icon: <AssessmentIcon /> },
  { resource: 'employees', to: PATHS.employees, within: ['/company/employee/'], icon: <PeopleIcon /> },
  { resource: 'areas', to: PATHS.areas, within: ['/company/area/'], icon: <MapIcon /> },
  { resource: 'clients', to: PATHS.clients, within: ['/company/client/'], icon: <ContactMailIcon /> },
  { resource: 'attendance', to: PATHS.attendance, icon: <EventAvailableIcon /> },
  { resource: 'escalation', to: PATHS.escalation, icon: <TrendingUpIcon /> },
  { resource: 'tag-enrollment', to: PATHS.tagEnrollment, icon: <NfcIcon /> },
  { resource: 'incidents', to: PATHS.incidents, within: ['/company/incidents/'], icon: <ReportIcon /> },
  { resource: 'audit', to: PATHS.audit, icon: <HistoryIcon /> },
];

/** The entry of the page shown is highlighted and marked as the current page, a site's pages under Sites. */
export const Menu = () => {
  const role = useRole();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const unread = useUnreadTotal(
    useSelectedCompany()?.id,
    canAccess(role, { resource: 'chats', action: 'list' }),
    pathname.startsWith(PATHS.chats),
  );
  /** The Chats link carries the unread messages of every site, so a guard's message is seen from any page. */
  const chatsUnread = (entry: MenuEntry) =>
    entry.resource === 'chats' && unread !== undefined && unread > 0 ? unread : undefined;
  return (
    <RaMenu>
      {ENTRIES.filter(({ resource }) => canAccess(role, { resource, action: 'menu' })).map((entry) => {
        const active = isMenuActive(pathname, entry);
        const count = chatsUnread(entry);
        return (
          <RaMenu.Item
            key={entry.resource}
            to={entry.to}
            primaryText={translate(`patrol.menu.${entry.resource}`)}
            leftIcon={
              count === undefined ? (
                entry.icon
              ) : (
                <Badge badgeContent={count} max={99} color="error" data-testid="chats-unread">
                  {entry.icon}
                </Badge>
              )
            }
            aria-label={count === undefined ? undefined : translate('patrol.menu.chatsUnread', { smart_count: count })}
            className={active ? MenuItemLinkClasses.active : undefined}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </RaMenu>
  );
};
