import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTACT_FLAG_CHANNELS, CONTACT_FLAG_TOPICS } from '../../../contract/constants';

/** Two header rows: the contact, then each topic over its Email, Telegram and Phone columns. */
export const ContactsHead = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell colSpan={3} rowSpan={2} sx={{ verticalAlign: 'bottom', fontWeight: 600 }}>
          {translate('patrol.site.contacts.contact')}
        </TableCell>
        {CONTACT_FLAG_TOPICS.map((topic) => (
          <TableCell
            key={topic}
            colSpan={CONTACT_FLAG_CHANNELS.length}
            align="center"
            sx={{ fontWeight: 600, borderLeft: 1, borderLeftColor: 'divider' }}
          >
            {translate(`patrol.site.contacts.topics.${topic}`)}
          </TableCell>
        ))}
        {!readOnly && <TableCell rowSpan={2} />}
      </TableRow>
      <TableRow>
        {CONTACT_FLAG_TOPICS.flatMap((topic) =>
          CONTACT_FLAG_CHANNELS.map((channel, index) => (
            <TableCell
              key={`${topic}${channel}`}
              align="center"
              sx={{ px: 0.5, fontSize: 12, borderLeft: index === 0 ? 1 : 0, borderLeftColor: 'divider' }}
            >
              {translate(`patrol.site.contacts.channels.${channel}`)}
            </TableCell>
          )),
        )}
      </TableRow>
    </TableHead>
  );
};
