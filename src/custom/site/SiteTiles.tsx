import ChatIcon from '@mui/icons-material/Chat';
import DevicesIcon from '@mui/icons-material/Devices';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import InfoIcon from '@mui/icons-material/Info';
import NfcIcon from '@mui/icons-material/Nfc';
import RouteIcon from '@mui/icons-material/Route';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { PATHS } from '../../routes';

interface Tile {
  key: string;
  to: string;
  icon: ReactElement;
  /** Path prefixes under company/site/xtra that belong to the tile. */
  matches: string[];
  /** The canAccess resource the tile's page needs, when not every console role may open it. */
  resource?: string;
}

const TILES: Tile[] = [
  { key: 'details', to: PATHS.siteXtraDetails, icon: <InfoIcon />, matches: ['', 'details'] },
  { key: 'devices', to: PATHS.devices, icon: <DevicesIcon />, matches: ['devices', 'device'] },
  { key: 'tags', to: PATHS.tags, icon: <NfcIcon />, matches: ['tags', 'tag'] },
  { key: 'routes', to: PATHS.routes, icon: <RouteIcon />, matches: ['routes', 'route'] },
  { key: 'schedules', to: PATHS.schedules, icon: <EventRepeatIcon />, matches: ['schedule'] },
  { key: 'tracking', to: PATHS.tracking, icon: <TimelineIcon />, matches: ['tracking'] },
  { key: 'chat', to: PATHS.siteChat, icon: <ChatIcon />, matches: ['chat'], resource: 'chats' },
];

const sectionOf = (pathname: string) => pathname.slice(PATHS.siteXtra.length).split('/')[1] ?? '';

/** The site area's tiles: Site Detail, Devices, Tags, Routes, Schedules, Tracking (spec part 2 §2), and Chat for those who chat. */
export const SiteTiles = () => {
  const translate = useTranslate();
  const role = useRole();
  const section = sectionOf(useLocation().pathname);
  return (
    <Box
      component="nav"
      aria-label={translate('patrol.site.tiles.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, mb: 2 }}
    >
      {TILES.filter(({ resource }) => !resource || canAccess(role, { resource, action: 'list' })).map(
        ({ key, to, icon, matches }) => {
          const active = matches.includes(section);
          return (
            <Card
              key={key}
              variant="outlined"
              sx={{
                borderColor: active ? 'primary.main' : undefined,
                bgcolor: active ? 'primary.main' : undefined,
                color: active ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <CardActionArea
                component={LinkBase}
                to={to}
                aria-current={active ? 'page' : undefined}
                sx={{ display: 'flex', gap: 1, justifyContent: 'flex-start', px: 2, py: 1.5 }}
              >
                {icon}
                <Typography variant="subtitle2">{translate(`patrol.site.tiles.${key}`)}</Typography>
              </CardActionArea>
            </Card>
          );
        },
      )}
    </Box>
  );
};
