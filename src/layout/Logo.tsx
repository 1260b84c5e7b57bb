import ShieldIcon from '@mui/icons-material/Shield';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const Logo = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ShieldIcon aria-hidden />
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, letterSpacing: 0.5 }}>
        {translate('patrol.app.name')}
      </Typography>
    </Box>
  );
};
