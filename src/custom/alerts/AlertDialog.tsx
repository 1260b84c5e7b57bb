import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../../contract/constants';
import { classOf, isLocated } from '../../realtime/alertLists';
import { useLiveStore } from '../../realtime/LiveContext';
import type { ColleagueAnswer } from '../../realtime/liveStore';
import type { LiveAlert } from '../../realtime/types';
import { ALERT_COLORS } from './alertColors';
import { alertDescription, alertTime, alertTitle } from './alertText';
import { ClockInPicturePanel } from './ClockInPicturePanel';
import { DevicePanel } from './DevicePanel';
import { EmployeePanel } from './EmployeePanel';
import { LastKnownLocationPanel } from './LastKnownLocationPanel';
import { LocationPanel } from './LocationPanel';
import { NewRedAlertBanner } from './NewRedAlertBanner';
import { NotificationsPanel } from './NotificationsPanel';
import { PatrolPanel } from './PatrolPanel';
import { ResponseForm } from './ResponseForm';
import { RowDetails } from './RowDetails';
import { SitePanel } from './SitePanel';
import { guardOf, useGuardNames } from './useGuardNames';

const PATROL_TYPES = ['patrolEnded', 'patrolScanAlert', 'nfcTagScan'];

interface AlertDialogProps {
  alert: LiveAlert | null;
  onClose: () => void;
  /** Opens another alert in its place (a red alert announced over this one). */
  onOpen: (alert: LiveAlert) => void;
  /** Another operator's answer to this alert, which arrived while it was open. */
  colleague?: ColleagueAnswer | null;
}

/** The alert details dialog (600 px): coloured header, description, panels and the response (spec part 1 §2). */
export const AlertDialog = ({ alert, onClose, onOpen, colleague }: AlertDialogProps) => {
  const translate = useTranslate();
  const store = useLiveStore();
  const names = useGuardNames();
  const guid = alert?.eventGuid ?? null;

  useEffect(() => {
    if (guid === null) store?.closeDialog();
    else store?.openDialog(guid);
  }, [store, guid]);
  useEffect(() => () => store?.closeDialog(), [store]);

  if (!alert) return null;
  const colors = ALERT_COLORS[classOf(alert) ?? 'misc'];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="alert-dialog-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.alertDetails, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <DialogTitle
        id="alert-dialog-title"
        sx={{
          bgcolor: colors.main,
          color: colors.contrastText,
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <span>{alertTitle(alert, translate)}</span>
        <Box component="span" sx={{ fontWeight: 400 }}>
          {alertTime(alert)}
        </Box>
      </DialogTitle>
      <NewRedAlertBanner onOpen={onOpen} />
      <DialogContent sx={{ pt: '16px !important' }}>
        <Typography sx={{ mb: 1 }}>{alertDescription(alert, translate)}</Typography>
        <RowDetails alert={alert} guard={guardOf(alert, names)} waits={classOf(alert) !== 'green'} />
        <Box sx={{ mt: 2 }}>
          {isLocated(alert) ? (
            <LocationPanel
              latitude={alert.latitude as number}
              longitude={alert.longitude as number}
              site={alert.site}
              defaultExpanded={alert.type === 'panic'}
            />
          ) : (
            classOf(alert) === 'red' &&
            alert.device && <LastKnownLocationPanel alert={alert} deviceId={alert.device.id} />
          )}
          {alert.site && <SitePanel site={alert.site} />}
          {alert.type === 'attendance' && <ClockInPicturePanel imageUrl={alert.imageUrl} />}
          {alert.device && <DevicePanel device={alert.device} />}
          {typeof alert.employeeId === 'number' && (
            <EmployeePanel employeeId={alert.employeeId} defaultExpanded={alert.type === 'panic'} />
          )}
          {PATROL_TYPES.includes(alert.type) && <PatrolPanel alert={alert} />}
          {alert.eventGuid && <NotificationsPanel eventGuid={alert.eventGuid} />}
        </Box>
      </DialogContent>
      <ResponseForm key={alert.id} alert={alert} onClose={onClose} colleague={colleague ?? null} />
    </Dialog>
  );
};
