import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';
import { BackToSignIn } from './BackToSignIn';

/** Sign In's second step with two-factor on: the authenticator's 6-digit code, or a recovery code. */
export const SecondFactorCodeStep = ({ token, onBack }: { token: string; onBack: () => void }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ secondFactorToken: token, code: code.trim() });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <AuthCard title="patrol.twoFactor.codeTitle">
      <Box component="form" onSubmit={verify} noValidate>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('patrol.twoFactor.codeHelp')}
        </Typography>
        <TextField
          label={translate('patrol.twoFactor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy || !code.trim()} sx={{ mt: 2 }}>
          {translate('patrol.twoFactor.verify')}
        </Button>
      </Box>
      <BackToSignIn onBack={onBack} />
    </AuthCard>
  );
};
