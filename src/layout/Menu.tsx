import AssessmentIcon from '@mui/icons-material/Assessment';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import NfcIcon from '@mui/icons-material/Nfc';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import type { ReactElement } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { canAccess } from '../authProvider/canAccess';
import { useRole } from '../authProvider/useSession';
import { PATHS } from '../routes';

interface MenuEntry {
  resource: string;
  to: string;
  icon: ReactElement;
}

/** Sidebar links in the spec's order (part 1 §2). */
const ENTRIES: MenuEntry[] = [
  { resource: 'alerts', to: PATHS.alerts, icon: <NotificationsActiveIcon /> },
  { resource: 'chats', to: PATHS.chats, icon: <ChatIcon /> },
  { resource: 'sites', to: PATHS.sites, icon: <LocationCityIcon /> },
  { resource: 'dashboard', to: PATHS.dashboard, icon: <DashboardIcon /> },
  { resource: 'reports', to: PATHS.reports, icon: <AssessmentIcon /> },
  { resource: 'employees', to: PATHS.employees, icon: <PeopleIcon /> },
  { resource: 'areas', to: PATHS.areas, icon: <MapIcon /> },
  { resource: 'attendance', to: PATHS.attendance, icon: <EventAvailableIcon /> },
  { resource: 'tag-enrollment', to: PATHS.tagEnrollment, icon: <NfcIcon /> },
];

export const Menu = () => {
  const role = useRole();
  const translate = useTranslate();
  return (
    <RaMenu>
      {ENTRIES.filter(({ resource }) => canAccess(role, { resource, action: 'menu' })).map(({ resource, to, icon }) => (
        <RaMenu.Item key={resource} to={to} primaryText={translate(`patrol.menu.${resource}`)} leftIcon={icon} />
      ))}
    </RaMenu>
  );
};
