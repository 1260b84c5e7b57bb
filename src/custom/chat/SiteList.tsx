import {
  Card,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatUnread } from '../../../contract/chat';

interface SiteListProps {
  sites: ChatUnread[];
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (site: ChatUnread) => void;
}

const Note = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      {translate(text)}
    </Typography>
  );
};

/** The company's sites with their unread badges, as ordered (unread first, then by name). */
export const SiteList = ({ sites, loading, failed, selectedId, onSelect }: SiteListProps) => {
  const translate = useTranslate();
  const title = translate('patrol.chat.sites');
  return (
    <Card variant="outlined" sx={{ overflowY: 'auto', minHeight: 0 }}>
      <List aria-label={title} subheader={<ListSubheader>{title}</ListSubheader>} dense>
        {sites.map((site) => (
          <ListItem key={site.siteId} disablePadding>
            <ListItemButton
              selected={site.siteId === selectedId}
              aria-current={site.siteId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(site)}
              data-testid={`chat-site-${site.siteId}`}
              data-unread={site.unread}
            >
              <ListItemText primary={site.siteName} slotProps={{ primary: { noWrap: true } }} />
              {site.unread > 0 && (
                <Chip
                  label={site.unread}
                  color="error"
                  size="small"
                  aria-label={translate('patrol.chat.unread', { count: site.unread })}
                  sx={{ ml: 1, fontWeight: 600 }}
                />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {loading && <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
      {failed && <Note text="patrol.chat.loadFailed" />}
      {!loading && !failed && sites.length === 0 && <Note text="patrol.chat.noSites" />}
    </Card>
  );
};
