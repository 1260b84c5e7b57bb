import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHAT_MESSAGE_MAX } from '../../../contract/handset';

interface SendBarProps {
  /** Sends the text; whether the server took it (if not, the text comes back to the input). */
  onSend: (text: string) => Promise<boolean>;
  onAttach: () => void;
}

/** The text input (Enter sends, Shift+Enter starts a new line), 'Attach Image' and 'Send Message'. */
export const SendBar = ({ onSend, onAttach }: SendBarProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');

  const send = async () => {
    const sent = text;
    if (sent.trim() !== '') setText('');
    if (!(await onSend(sent)) && sent.trim() !== '') setText((current) => (current === '' ? sent : current));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 1,
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        label={translate('patrol.chat.input')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={4}
        size="small"
        sx={{ flex: '1 1 280px' }}
        slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={onAttach}>
          {translate('patrol.chat.attach')}
        </Button>
        <Button variant="contained" endIcon={<SendIcon />} onClick={() => void send()}>
          {translate('patrol.chat.send')}
        </Button>
      </Box>
    </Box>
  );
};
