import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatBlock } from './chatBlock';

interface ListStartProps {
  block: ChatBlock | undefined;
  failed: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

const Status = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {translate(text)}
    </Typography>
  );
};

/**
 * What heads the message list: loading, a failure, '... No Chats ...', '... No Prior Chats ...' (each hides
 * the control, spec part 2 §4), or the button that loads earlier messages.
 */
export const ListStart = ({ block, failed, loadingEarlier, onLoadEarlier }: ListStartProps) => {
  const translate = useTranslate();
  let start = <CircularProgress size={24} aria-label={translate('patrol.chat.loading')} />;
  if (failed) start = <Status text="patrol.chat.loadFailed" />;
  else if (block && block.messages.length === 0) start = <Status text="patrol.chat.noChats" />;
  else if (block && !block.hasEarlier) start = <Status text="patrol.chat.noPriorChats" />;
  else if (block) {
    start = (
      <Button size="small" onClick={onLoadEarlier} disabled={loadingEarlier}>
        {translate('patrol.chat.loadEarlier')}
      </Button>
    );
  }
  return <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>{start}</Box>;
};
