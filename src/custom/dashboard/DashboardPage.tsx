import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSelectedCompany } from '../../authProvider/useSession';
import { AlertCounts } from './AlertCounts';
import { AsOf } from './AsOf';
import { DashboardTitle } from './DashboardTitle';
import { GaugeCard } from './GaugeCard';
import { ShiftDayPicker } from './ShiftDayPicker';
import { SunburstCard } from './SunburstCard';
import { useDashboard } from './useDashboard';
import { useOpenSite } from './useOpenSite';
import { useShiftDay } from './useShiftDay';

const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;
const GAUGES = { ...PAIR, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/**
 * The dashboard (company/dashboard, spec part 1 §2 'Dashboard'): a shift day of the company against its SLA,
 * yesterday's unless another day is chosen. Each of the four calls loads and fails on its own.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const company = useSelectedCompany();
  const companyId = company?.id ?? 0;
  const shift = useShiftDay();
  const { tagsScanned, patrols, alerts, sites } = useDashboard(companyId, shift.period);
  const openSite = useOpenSite(companyId);
  const nothingDue = translate(`patrol.dashboard.nothingDue.${shift.period.kind === 'today' ? 'today' : 'day'}`);
  return (
    <Stack spacing={2} sx={{ pb: 3 }}>
      <DashboardTitle company={company?.name ?? ''} period={shift.period}>
        {shift.period.kind === 'today' && <AsOf asOf={shift.asOf} onRefresh={shift.refresh} />}
        <ShiftDayPicker day={shift.day} max={shift.max} onChange={shift.choose} isDay={shift.isDay} />
      </DashboardTitle>
      <Box sx={GAUGES}>
        <GaugeCard
          title="patrol.dashboard.tagsScanned"
          query={tagsScanned}
          failed="patrol.dashboard.failed.tagsScanned"
          figures={(answer) => ({ count: answer.tagsScanned, total: answer.tagsShouldveBeenScanned })}
          nothingDue={nothingDue}
        />
        <GaugeCard
          title="patrol.dashboard.completedPatrols"
          query={patrols}
          failed="patrol.dashboard.failed.patrols"
          figures={(answer) => ({ count: answer.patrols, total: answer.totalPatrols })}
          nothingDue={nothingDue}
        />
      </Box>
      <Box sx={PAIR}>
        <SunburstCard side="above" query={sites} onOpen={openSite} />
        <SunburstCard side="below" query={sites} onOpen={openSite} />
      </Box>
      {sites.data && (
        <Typography variant="body2" color="text.secondary">
          {translate('patrol.dashboard.slaNote', { threshold: sites.data.slaThreshold })}
        </Typography>
      )}
      {Boolean(patrols.data?.provisionalPatrols) && (
        <Typography variant="body2" color="text.secondary" data-testid="provisional-note">
          {translate('patrol.dashboard.provisional', { smart_count: patrols.data?.provisionalPatrols })}
        </Typography>
      )}
      <AlertCounts query={alerts} />
    </Stack>
  );
}
