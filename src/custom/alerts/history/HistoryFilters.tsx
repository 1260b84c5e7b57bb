import { Box, MenuItem, TextField, Tooltip } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { LIVE_TYPES, type LiveType } from '../../../../contract/events';
import type { DayRange } from '../../../common/shiftRange/shiftDays';

export interface HistoryChoice {
  type?: LiveType;
  siteId?: number;
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
        <Tooltip key={day} title={label('dayHint')} placement="top" arrow describeChild>
          <TextField
            type="date"
            size="small"
            label={label(day)}
            value={days[day]}
            error={daysError}
            onChange={(event) => onDays({ ...days, [day]: event.target.value })}
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Tooltip>
      ))}
    </Box>
  );
};
