import { LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
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

/** The site's name and address, and its contacts (GET site/{id}). */
export const SitePanel = ({ site }: { site: SiteRef }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetOne('sites', { id: site.id });
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
      {isPending ? (
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
