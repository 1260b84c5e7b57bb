import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../common/dayField/DayField';

interface PlanDayFilterProps {
  /** YYYY-MM-DD, or '' for every day. */
  day: string;
  onChange: (day: string) => void;
}

/** The day whose plans the list shows (a day-first date field), and 'All days'. */
export const PlanDayFilter = ({ day, onChange }: PlanDayFilterProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <DayField label={translate('patrol.plans.day')} value={day} onChange={onChange} variant="filled" size="small" />
      <Button onClick={() => onChange('')} disabled={day === ''} sx={{ whiteSpace: 'nowrap' }}>
        {translate('patrol.plans.allDays')}
      </Button>
    </Box>
  );
};
