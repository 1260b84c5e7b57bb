import { Button } from '@mui/material';
import { Notification as RaNotification, useCloseNotification, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';

const OkButton = () => {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={close}>
      {translate('patrol.notification.ok')}
    </Button>
  );
};

/** Every message in a snackbar for 5 seconds with an OK button (spec part 1 §8). */
export const Notification = () => <RaNotification autoHideDuration={SNACKBAR_MS} action={<OkButton />} />;
