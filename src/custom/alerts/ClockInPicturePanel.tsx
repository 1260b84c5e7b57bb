import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStoredFile } from '../../common/useStoredFile';
import { DetailPanel } from './DetailPanel';

const Note = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
};

/** The photo (fetched with the session token: stored files are not public). */
const Picture = ({ imageUrl }: { imageUrl: string }) => {
  const translate = useTranslate();
  const file = useStoredFile(imageUrl);
  if (file.state === 'loading') return <CircularProgress size={24} sx={{ display: 'block', mx: 'auto' }} />;
  if (file.state === 'failed') return <Note text="patrol.alerts.dialog.pictureUnavailable" />;
  return (
    <Box
      component="img"
      src={file.src}
      alt={translate('patrol.alerts.dialog.pictureAlt')}
      sx={{ maxWidth: '100%', maxHeight: 320, display: 'block', mx: 'auto' }}
    />
  );
};

/** The photo a guard took when clocking in, if any. */
export const ClockInPicturePanel = ({ imageUrl }: { imageUrl: unknown }) => (
  <DetailPanel title="patrol.alerts.dialog.clockInPicture">
    {typeof imageUrl === 'string' && imageUrl !== '' ? (
      <Picture imageUrl={imageUrl} />
    ) : (
      <Note text="patrol.alerts.dialog.noPicture" />
    )}
  </DetailPanel>
);
