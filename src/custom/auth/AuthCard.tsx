import ShieldIcon from '@mui/icons-material/Shield';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The centred card of the sign-in and password pages, on the control room's navy. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'secondary.main',
        p: 2,
      }}
    >
      <title>{`${translate(title)} · ${translate('patrol.app.name')}`}</title>
      <Card sx={{ width: 380, maxWidth: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, pt: 4 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <ShieldIcon />
          </Avatar>
          <Typography variant="overline" color="text.secondary">
            {translate('patrol.app.name')}
          </Typography>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Box sx={{ width: '100%', mt: 1 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
};
