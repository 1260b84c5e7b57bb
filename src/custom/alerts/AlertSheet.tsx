import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../../contract/constants';
import { formatEpoch } from '../../common/dateTime';
import { classOf, isLocated } from '../../realtime/alertLists';
import type { LiveAlert } from '../../realtime/types';
import { ALERT_COLORS } from './alertColors';
import { durationText } from './alertSummary';
import { alertDescription, alertTime, alertTitle } from './alertText';
import { ClockInPicturePanel } from './ClockInPicturePanel';
import { DevicePanel } from './DevicePanel';
import { EmployeePanel } from './EmployeePanel';
import { LastKnownLocationPanel } from './LastKnownLocationPanel';
import { LocationPanel } from './LocationPanel';
import { NotificationsPanel } from './NotificationsPanel';
import { PatrolPanel } from './PatrolPanel';
import { RowDetails } from './RowDetails';
import { SitePanel } from './SitePanel';
import { TagEnrollmentPanel } from './TagEnrollmentPanel';
import { useFreshPosition } from './useFreshPosition';
import { guardOf, useGuardNames } from './useGuardNames';

const PATROL_TYPES = ['patrolEnded', 'patrolRevised', 'patrolScanAlert', 'nfcTagScan', 'tagOverdue'];

interface AlertSheetProps {
  alert: LiveAlert;
  onClose: () => void;
  /** Whether the sheet says how long the alert has waited (a live, unanswered alert). */
  waits: boolean;
  /** Above the panels (a banner of the live dialog). */
  banner?: ReactNode;
  /** Below them: the response form, or the answer of a past alert. */
  children: ReactNode;
}

/**
 * An alert's incident sheet (600 px): coloured header, description, where, who and how long, and its panels
 * (location, site, clock-in picture, device, employee, patrol, notifications). The live dialog answers it; the
 * alert history shows a past one with its answer.
 */
export const AlertSheet = ({ alert, onClose, waits, banner, children }: AlertSheetProps) => {
  const translate = useTranslate();
  const names = useGuardNames();
  const colors = ALERT_COLORS[classOf(alert) ?? 'misc'];
  const fresh = useFreshPosition(alert, waits);
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
      {banner}
      <DialogContent sx={{ pt: '16px !important' }}>
        <Typography sx={{ mb: 1 }}>{alertDescription(alert, translate)}</Typography>
        <RowDetails alert={alert} guard={guardOf(alert, names)} waits={waits} />
        <Box sx={{ mt: 2 }}>
          {fresh && (
            <LocationPanel
              latitude={fresh.latitude}
              longitude={fresh.longitude}
              site={alert.site}
              note={translate('patrol.alerts.location.updated', {
                time: formatEpoch(fresh.sentAt),
                age: durationText(Math.max(0, fresh.sentAt - (alert.sentAt as number)), translate),
              })}
              defaultExpanded
            />
          )}
          {isLocated(alert) ? (
            <LocationPanel
              latitude={alert.latitude as number}
              longitude={alert.longitude as number}
              site={alert.site}
              defaultExpanded={alert.type === 'panic'}
            />
          ) : (
            classOf(alert) === 'red' &&
            alert.device && <LastKnownLocationPanel alert={alert} deviceId={alert.device.id} past={!waits} />
          )}
          {alert.type === 'tagEnrollment' && <TagEnrollmentPanel alert={alert} />}
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
      {children}
    </Dialog>
  );
};
