import { useEffect } from 'react';
import { classOf } from '../../realtime/alertLists';
import { useLiveStore } from '../../realtime/LiveContext';
import type { ColleagueAnswer } from '../../realtime/liveStore';
import type { LiveAlert } from '../../realtime/types';
import { AlertSheet } from './AlertSheet';
import { NewRedAlertBanner } from './NewRedAlertBanner';
import { ResponseForm } from './ResponseForm';

interface AlertDialogProps {
  alert: LiveAlert | null;
  onClose: () => void;
  /** Opens another alert in its place (a red alert announced over this one). */
  onOpen: (alert: LiveAlert) => void;
  /** Another operator's answer to this alert, which arrived while it was open. */
  colleague?: ColleagueAnswer | null;
}

/** The live alert's dialog: its sheet and the response (spec part 1 §2); the alarm rests for what it has heard. */
export const AlertDialog = ({ alert, onClose, onOpen, colleague }: AlertDialogProps) => {
  const store = useLiveStore();
  const guid = alert?.eventGuid ?? null;

  useEffect(() => {
    if (guid === null) store?.closeDialog();
    else store?.openDialog(guid);
  }, [store, guid]);
  useEffect(() => () => store?.closeDialog(), [store]);

  if (!alert) return null;
  return (
    <AlertSheet
      alert={alert}
      onClose={onClose}
      waits={classOf(alert) !== 'green'}
      banner={<NewRedAlertBanner onOpen={onOpen} />}
    >
      <ResponseForm key={alert.eventId} alert={alert} onClose={onClose} colleague={colleague ?? null} />
    </AlertSheet>
  );
};
