import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** What the server takes (checked there by content). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface SendImageDialogProps {
  open: boolean;
  siteName: string;
  sending: boolean;
  onSend: (file: File, done: () => void) => void;
  onClose: () => void;
}

/** A chosen file as an object URL for its preview, released when it changes or the dialog goes. */
function usePreview(file: File | null) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src;
}

/** 'Attach Image': choose a file, see it, 'Send Image' (with none chosen: 'Select Image'). */
export const SendImageDialog = ({ open, siteName, sending, onSend, onClose }: SendImageDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreview(file);
  const close = () => {
    setFile(null);
    onClose();
  };
  const send = () => (file ? onSend(file, close) : notify('patrol.chat.selectImage', { type: 'warning' }));

  return (
    <Dialog open={open} onClose={sending ? undefined : close} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('patrol.chat.sendImage.title', { site: siteName })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<ImageIcon />} disabled={sending}>
          {translate('patrol.chat.sendImage.choose')}
          <input
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="chat-image-input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        {preview && file ? (
          <>
            <Box
              component="img"
              src={preview}
              alt={translate('patrol.chat.sendImage.preview')}
              sx={{ maxWidth: '100%', maxHeight: 360, borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              {file.name}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('patrol.chat.sendImage.none')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {translate('patrol.chat.sendImage.cancel')}
        </Button>
        <Button variant="contained" onClick={send} loading={sending}>
          {translate('patrol.chat.sendImage.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
