import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TOKEN_HEADER } from '../../../contract/constants';
import type { TwoFactorEnrolment } from '../../../contract/twoFactor';
import { postJson } from '../../dataProvider/httpClient';
import { RecoveryCodes } from './RecoveryCodes';

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning two-factor sign-in on: the account's password first when signed in (`askPassword`), a new secret as a QR
 * code and as text, a code to confirm it, then the recovery codes shown once. `onDone` gets the session token the
 * confirmation answers (the account's other sessions end with it).
 */
export const TwoFactorEnrol = ({
  onDone,
  askPassword = false,
}: {
  onDone: (sessionToken: string | null) => void;
  askPassword?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<{ codes: string[]; token: string | null } | null>(null);

  const start = useCallback(
    (body: { password?: string }) =>
      postJson('profile/twoFactor/enrol', body).then(
        ({ json }) => setEnrolment(json as TwoFactorEnrolment),
        (error: Error) => notify(error.message, { type: 'error' }),
      ),
    [notify],
  );
  useEffect(() => {
    if (!askPassword) start({});
  }, [askPassword, start]);

  const withPassword = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await start({ password });
    setBusy(false);
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { json, headers } = await postJson('profile/twoFactor/confirm', { code: code.trim() });
      setConfirmed({ codes: (json as { recoveryCodes: string[] }).recoveryCodes, token: headers.get(TOKEN_HEADER) });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (confirmed) return <RecoveryCodes codes={confirmed.codes} onDone={() => onDone(confirmed.token)} />;
  if (!enrolment && askPassword) {
    return (
      <Stack component="form" onSubmit={withPassword} spacing={2} aria-label={translate('patrol.twoFactor.title')}>
        <Typography variant="body2">{translate('patrol.twoFactor.passwordFirst')}</Typography>
        <TextField
          label={translate('patrol.twoFactor.password')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy || password.length === 0}>
          {translate('patrol.twoFactor.continue')}
        </Button>
      </Stack>
    );
  }
  if (!enrolment) return null;
  return (
    <Stack component="form" onSubmit={confirm} spacing={2} aria-label={translate('patrol.twoFactor.title')}>
      <Typography variant="body2">{translate('patrol.twoFactor.scan')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 1, bgcolor: '#ffffff' }}>
        <QRCodeSVG value={enrolment.uri} size={180} marginSize={2} title={translate('patrol.twoFactor.scan')} />
      </Box>
      <Typography variant="body2">{translate('patrol.twoFactor.orType')}</Typography>
      <Alert severity="info" icon={false}>
        <Typography
          component="code"
          data-testid="two-factor-secret"
          aria-label={translate('patrol.twoFactor.secret')}
          sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 1, wordBreak: 'break-all' }}
        >
          {grouped(enrolment.secret)}
        </Typography>
      </Alert>
      <Typography variant="body2">{translate('patrol.twoFactor.confirm')}</Typography>
      <TextField
        label={translate('patrol.twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy || code.trim().length === 0}>
        {translate('patrol.twoFactor.turnOnButton')}
      </Button>
    </Stack>
  );
};
