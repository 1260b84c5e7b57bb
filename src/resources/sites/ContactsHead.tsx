import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTACT_FLAG_CHANNELS } from '../../../contract/constants';

const head = { fontWeight: 600, py: 0.5, px: 1 } as const;

/** The header of a contact's flags: the topic column, then Email, Telegram and Phone. */
export const ContactsHead = () => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={head}>{translate('patrol.contacts.topic')}</TableCell>
        {CONTACT_FLAG_CHANNELS.map((channel) => (
          <TableCell key={channel} align="center" sx={head}>
            {translate(`patrol.site.contacts.channels.${channel}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};
