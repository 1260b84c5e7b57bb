import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStoredFile } from './useStoredFile';

/** The image itself, fetched with the session token (stored files are not public). */
const LargeImage = ({ imageUrl, alt, unavailable }: { imageUrl: string; alt: string; unavailable: string }) => {
  const translate = useTranslate();
  const file = useStoredFile(imageUrl);
  if (file.state === 'loading') return <CircularProgress size={32} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  if (file.state === 'failed') return <Typography color="text.secondary">{translate(unavailable)}</Typography>;
  return (
    <Box
      component="img"
      src={file.src}
      alt={alt}
      sx={{ maxWidth: '100%', maxHeight: 'calc(100vh - 220px)', display: 'block', mx: 'auto' }}
    />
  );
};

interface StoredImageDialogProps {
  /** The stored file shown (`/files/…`); none closes the dialog. */
  imageUrl: string | null | undefined;
  /** The dialog's title (its name), and a line under it; translated. */
  title: string;
  subtitle?: string;
  /** The image's text alternative, translated. */
  alt: string;
  /** The i18n key of what is said when the image cannot be loaded. */
  unavailable: string;
  onClose: () => void;
}

/** A stored image (a chat image, a clock-in photo) shown large, with a title and Close. */
export const StoredImageDialog = ({ imageUrl, title, subtitle, alt, unavailable, onClose }: StoredImageDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(imageUrl)} onClose={onClose} maxWidth="lg">
      {imageUrl && (
        <>
          <DialogTitle>
            {title}
            {subtitle && (
              <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {subtitle}
              </Typography>
            )}
          </DialogTitle>
          <DialogContent sx={{ minWidth: 280 }}>
            <LargeImage imageUrl={imageUrl} alt={alt} unavailable={unavailable} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
