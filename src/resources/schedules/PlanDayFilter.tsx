import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface PlanDayFilterProps {
  /** YYYY-MM-DD, or '' for every day. */
  day: string;
  onChange: (day: string) => void;
}

/** The day whose plans the list shows (a date input), and 'All days'. */
export const PlanDayFilter = ({ day, onChange }: PlanDayFilterProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        type="date"
        label={translate('patrol.plans.day')}
        value={day}
        onChange={(event) => onChange(event.target.value)}
        variant="filled"
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button onClick={() => onChange('')} disabled={day === ''} sx={{ whiteSpace: 'nowrap' }}>
        {translate('patrol.plans.allDays')}
      </Button>
    </Box>
  );
};
