import { Alert, Button, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { SiteRef } from '../../realtime/types';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

interface Contact {
  id: number;
  name: string;
  contactNumber: string;
  emailAddress: string | null;
}

/** The site's name and address, and its contacts (GET site/{id}); when they cannot be read, it says so. */
export const SitePanel = ({ site }: { site: SiteRef }) => {
  const translate = useTranslate();
  // networkMode 'always': offline, the call fails at once and says so, rather than waiting paused behind a bar.
  const { data, isPending, isError, refetch } = useGetOne(
    'sites',
    { id: site.id },
    { retry: false, networkMode: 'always' },
  );
  const contacts = (data?.contacts ?? []) as Contact[];
  return (
    <DetailPanel title="patrol.alerts.dialog.site" defaultExpanded>
      <FieldRows
        rows={[
          ['name', data?.name ?? site.name],
          ['address', data?.address ?? site.address],
        ]}
      />
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {translate('patrol.alerts.dialog.contacts')}
      </Typography>
      {isError && !data ? (
        // Unknown is not none: during an outage the dialog must not say the site has no contacts.
        <Alert
          severity="warning"
          data-testid="contacts-unavailable"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('patrol.alerts.dialog.retry')}
            </Button>
          }
        >
          {translate('patrol.alerts.dialog.contactsUnavailable')}
        </Alert>
      ) : isPending ? (
        <LinearProgress />
      ) : contacts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('patrol.alerts.dialog.noContacts')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {contacts.map((contact) => (
            <ListItem key={contact.id} disableGutters>
              <ListItemText
                primary={contact.name}
                secondary={[contact.contactNumber, contact.emailAddress].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailPanel>
  );
};
