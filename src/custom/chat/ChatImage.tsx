import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStoredFile } from '../../common/useStoredFile';

/** A thumbnail's height: fixed, so a list kept at the bottom does not move when the image comes in. */
const THUMB_PX = 160;

interface ChatImageProps {
  imageUrl: string;
  sender: string;
  onOpen: () => void;
}

/** An image message's thumbnail (fetched with the session token: stored files are not public); a click opens it. */
export const ChatImage = ({ imageUrl, sender, onOpen }: ChatImageProps) => {
  const translate = useTranslate();
  const file = useStoredFile(imageUrl);
  return (
    <Box sx={{ height: THUMB_PX, display: 'flex', alignItems: 'center' }}>
      {file.state === 'loading' && <CircularProgress size={24} sx={{ mx: 4 }} />}
      {file.state === 'failed' && <Typography variant="body2">{translate('patrol.chat.imageUnavailable')}</Typography>}
      {file.state === 'ready' && (
        <ButtonBase onClick={onOpen} aria-label={translate('patrol.chat.openImage')} sx={{ borderRadius: 1 }}>
          <Box
            component="img"
            src={file.src}
            alt={translate('patrol.chat.image', { sender })}
            sx={{ height: THUMB_PX, maxWidth: 240, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        </ButtonBase>
      )}
    </Box>
  );
};
