import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailPanel } from './DetailPanel';

/** The photo a guard took when clocking in, if any. */
export const ClockInPicturePanel = ({ imageUrl }: { imageUrl: unknown }) => {
  const translate = useTranslate();
  return (
    <DetailPanel title="patrol.alerts.dialog.clockInPicture">
      {typeof imageUrl === 'string' && imageUrl !== '' ? (
        <Box
          component="img"
          src={imageUrl}
          alt={translate('patrol.alerts.dialog.pictureAlt')}
          sx={{ maxWidth: '100%', maxHeight: 320, display: 'block', mx: 'auto' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('patrol.alerts.dialog.noPicture')}
        </Typography>
      )}
    </DetailPanel>
  );
};
