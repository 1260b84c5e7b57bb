import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Label and value rows; rows without a value are left out. Labels are i18n keys of patrol.alerts.fields. */
export const FieldRows = ({ rows }: { rows: [label: string, value: unknown][] }) => {
  const translate = useTranslate();
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`patrol.alerts.fields.${label}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {String(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
