import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PortableWifiOffIcon from '@mui/icons-material/PortableWifiOff';
import ReportIcon from '@mui/icons-material/Report';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanyAlerts } from '../../../contract/dashboard';
import { formatCount } from './formatFigures';
import { Loadable } from './Loadable';

/** The four count cards in the spec's order (part 1 §2 'Dashboard'). */
const COUNTS: { key: keyof CompanyAlerts; icon: ReactElement; colour: string }[] = [
  { key: 'panicAlerts', icon: <ReportIcon />, colour: '#b71c1c' },
  { key: 'welfareMissedAlerts', icon: <ReportIcon />, colour: '#b71c1c' },
  { key: 'pleaseCallMeAlerts', icon: <PhoneCallbackIcon />, colour: '#1f4e79' },
  { key: 'lowBatteryAlerts', icon: <BatteryAlertIcon />, colour: '#8a5a00' },
  { key: 'deviceOfflineAlerts', icon: <PortableWifiOffIcon />, colour: '#455a64' },
];

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } } as const;

/** The period's alerts by type, each in a card; one call answers all four. */
export const AlertCounts = ({ query }: { query: UseQueryResult<CompanyAlerts> }) => {
  const translate = useTranslate();
  return (
    <Loadable
      query={query}
      what={translate('patrol.dashboard.alertCounts')}
      failed="patrol.dashboard.failed.alerts"
      height={96}
    >
      {(answer) => (
        <Box sx={GRID}>
          {COUNTS.map(({ key, icon, colour }) => {
            const label = translate(`patrol.dashboard.alerts.${key}`);
            return (
              <Card component="section" aria-label={label} key={key}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box sx={{ color: colour, display: 'flex', '& svg': { fontSize: 36 } }} aria-hidden>
                    {icon}
                  </Box>
                  <Box>
                    <Typography variant="h4" component="p" sx={{ lineHeight: 1.1 }}>
                      {formatCount(answer[key])}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
    </Loadable>
  );
};
