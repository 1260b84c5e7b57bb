import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { LIVE_TYPES, type LiveType } from '../../../../contract/events';
import { session } from '../../../authProvider/session';
import { DayField } from '../../../common/dayField/DayField';
import type { DayRange } from '../../../common/shiftRange/shiftDays';
import type { PatrolDataProvider } from '../../../dataProvider';

export interface HistoryChoice {
  type?: LiveType;
  siteId?: number;
  deviceId?: number;
  answered?: boolean;
}

interface HistoryFiltersProps {
  choice: HistoryChoice;
  days: DayRange;
  /** The days break a rule: both date fields are marked. */
  daysError: boolean;
  onChoice: (choice: HistoryChoice) => void;
  onDays: (days: DayRange) => void;
}

const ALL = 'all';
const STATES = { answered: true, unanswered: false } as const;
const SITES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Type, site, answered or not, and the days: each change asks the server for the first page again. */
export const HistoryFilters = ({ choice, days, daysError, onChoice, onDays }: HistoryFiltersProps) => {
  const translate = useTranslate();
  const { data: sites = [] } = useGetList('sites', SITES);
  const dataProvider = useDataProvider<PatrolDataProvider>();
  /** The company's handsets (the live map's list), each with its site: a guard's alerts are their handset's. */
  const { data: positions } = useQuery({
    queryKey: ['devices', 'positions', session.companyId()],
    queryFn: () => dataProvider.devicePositions(session.companyId() ?? undefined),
  });
  const handsets = positions?.devices ?? [];
  const label = (key: string) => translate(`patrol.alertHistory.filters.${key}`);
  const state = choice.answered === undefined ? ALL : choice.answered ? 'answered' : 'unanswered';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label={label('type')}
        value={choice.type ?? ALL}
        onChange={(event) =>
          onChoice({ ...choice, type: event.target.value === ALL ? undefined : (event.target.value as LiveType) })
        }
        sx={{ width: 210 }}
      >
        <MenuItem value={ALL}>{label('allTypes')}</MenuItem>
        {LIVE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`patrol.alerts.titles.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={label('site')}
        value={sites.some((site) => site.id === choice.siteId) ? choice.siteId : ALL}
        onChange={(event) =>
          onChoice({ ...choice, siteId: event.target.value === ALL ? undefined : Number(event.target.value) })
        }
        sx={{ width: 240 }}
      >
        <MenuItem value={ALL}>{label('allSites')}</MenuItem>
        {sites.map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={label('handset')}
        value={handsets.some((device) => device.id === choice.deviceId) ? choice.deviceId : ALL}
        onChange={(event) =>
          onChoice({ ...choice, deviceId: event.target.value === ALL ? undefined : Number(event.target.value) })
        }
        sx={{ width: 240 }}
      >
        <MenuItem value={ALL}>{label('allHandsets')}</MenuItem>
        {handsets.map((device) => (
          <MenuItem key={device.id} value={device.id}>
            {device.guardOnDuty ? `${device.deviceName} · ${device.guardOnDuty}` : device.deviceName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={label('state')}
        value={state}
        onChange={(event) => {
          const value = event.target.value as keyof typeof STATES | typeof ALL;
          onChoice({ ...choice, answered: value === ALL ? undefined : STATES[value] });
        }}
        sx={{ width: 190 }}
      >
        <MenuItem value={ALL}>{label('allStates')}</MenuItem>
        <MenuItem value="answered">{label('answered')}</MenuItem>
        <MenuItem value="unanswered">{label('unanswered')}</MenuItem>
      </TextField>
      {(['startDate', 'endDate'] as const).map((day) => (
        <DayField
          key={day}
          tooltip={label('dayHint')}
          size="small"
          label={label(day)}
          value={days[day]}
          error={daysError}
          onChange={(value) => onDays({ ...days, [day]: value })}
        />
      ))}
    </Box>
  );
};
