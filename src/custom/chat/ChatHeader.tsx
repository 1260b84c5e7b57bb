import KeyboardDoubleArrowDownIcon from '@mui/icons-material/KeyboardDoubleArrowDown';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Badge, Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ChatHeaderProps {
  siteName: string;
  unseen: number;
  onRefresh: () => void;
  onToBottom: () => void;
}

/** The chat's header: the site name, Refresh, and the scroll-to-bottom button with the unseen count. */
export const ChatHeader = ({ siteName, unseen, onRefresh, onToBottom }: ChatHeaderProps) => {
  const translate = useTranslate();
  const toBottom = translate('patrol.chat.toBottom');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
        {siteName}
      </Typography>
      <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('patrol.chat.refresh')}
      </Button>
      <Tooltip title={toBottom}>
        <IconButton onClick={onToBottom} aria-label={toBottom} data-testid="chat-unseen" data-count={unseen}>
          <Badge badgeContent={unseen} color="error" aria-label={translate('patrol.chat.unseen', { count: unseen })}>
            <KeyboardDoubleArrowDownIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </Box>
  );
};
