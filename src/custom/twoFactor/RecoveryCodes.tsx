import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The recovery codes, shown this once, until the user says they are saved. */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('patrol.twoFactor.recoveryTitle')}
      </Typography>
      <Alert severity="warning">{translate('patrol.twoFactor.recoveryHelp')}</Alert>
      <Box
        component="ol"
        aria-label={translate('patrol.twoFactor.recoveryTitle')}
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', m: 0, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {translate('patrol.twoFactor.recoverySaved')}
      </Button>
    </Stack>
  );
};
