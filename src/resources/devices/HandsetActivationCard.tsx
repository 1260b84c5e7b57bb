import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { deviceTime } from '../../common/dateTime';
import type { PatrolDataProvider } from '../../dataProvider';

/** While a code is shown, asked often so the card says 'Activated' soon after the phone used it. */
const WAITING_MS = 3_000;
const HANDSET_PATH = '/handset';

/** The code as shown: two groups of four (the app takes it with or without the dash). */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Activating a phone running the handset web app as this device: an admin asks for a one-use code, shown with a
 * QR code that opens the app with the code filled in; the card says when a handset was last activated.
 */
export const HandsetActivationCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const mayActivate = canAccess(useRole(), { resource: 'devices', action: 'save' });
  const [code, setCode] = useState<{ code: string; expiresAt: number; before: number | null }>();
  const { data: state } = useQuery({
    queryKey: ['devices', 'activation', record?.id],
    queryFn: () => dataProvider.activation(record?.id ?? 0),
    enabled: record?.id !== undefined,
    refetchInterval: (query) => (code && query.state.data?.activatedAt === code.before ? WAITING_MS : false),
  });
  const activatedAt = state?.activatedAt ?? null;
  // The code is kept with the activation the device had when it was asked: a newer one means it was used.
  const ask = useMutation({
    mutationFn: () => dataProvider.activationCode(record?.id ?? 0),
    onSuccess: (answer) => setCode({ ...answer, before: activatedAt }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const used = !!code && activatedAt !== code.before;
  // The phone that used the code wrote its own app instance id: the device is read again, so the form shows it
  // (a field being edited keeps what is typed: DeviceForm).
  const refresh = useRefresh();
  useEffect(() => {
    if (used) refresh();
  }, [used, refresh]);
  if (!record?.id) return null;
  const url = `${window.location.origin}${HANDSET_PATH}`;
  return (
    <Card>
      <CardHeader
        title={translate('patrol.devices.activation')}
        titleTypographyProps={{ variant: 'h6' }}
        action={
          activatedAt !== null && (
            <Chip color="success" label={translate('patrol.devices.activatedAt', { time: deviceTime(activatedAt) })} />
          )
        }
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
        {activatedAt === null && (
          <Typography color="text.secondary">{translate('patrol.devices.notActivatedYet')}</Typography>
        )}
        {code && !used && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <QRCodeSVG
              value={`${url}#code=${code.code}`}
              size={180}
              role="img"
              aria-label={translate('patrol.devices.activationCode')}
            />
            <Typography variant="h5" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} data-testid="activation-code">
              {shown(code.code)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('patrol.devices.activationExpires', { time: deviceTime(code.expiresAt) })}
            </Typography>
            <Alert severity="info">{translate('patrol.devices.activationHelp', { url })}</Alert>
          </Box>
        )}
        {mayActivate && (
          <Button variant="outlined" onClick={() => ask.mutate()} disabled={ask.isPending}>
            {translate('patrol.devices.activateHandset')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
