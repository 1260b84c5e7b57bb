import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTACT_FLAG_CHANNELS, CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import { CheckboxInput } from '../../common/CheckboxInput';
import { ContactsHead } from './ContactsHead';

interface ContactFlagsProps {
  index: number;
  readOnly?: boolean;
}

/** A contact's 18 flags as a grid: a row per topic, a column per channel; sources are relative to the contacts array. */
export const ContactFlags = ({ index, readOnly }: ContactFlagsProps) => {
  const translate = useTranslate();
  const n = index + 1;
  return (
    <Table size="small" aria-label={translate('patrol.contacts.flagsLabel', { n })} sx={{ width: 'auto' }}>
      <ContactsHead />
      <TableBody>
        {CONTACT_FLAG_TOPICS.map((topic) => (
          <TableRow key={topic}>
            <TableCell component="th" scope="row" sx={{ py: 0, px: 1, whiteSpace: 'nowrap' }}>
              {translate(`patrol.site.contacts.topics.${topic}`)}
            </TableCell>
            {CONTACT_FLAG_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center" padding="none" sx={{ minWidth: 76 }}>
                <CheckboxInput
                  source={`${index}.shouldReceive${topic}${channel}`}
                  label="patrol.site.contacts.flag"
                  labelOptions={{
                    topic: translate(`patrol.site.contacts.topics.${topic}`),
                    channel: translate(`patrol.site.contacts.channels.${channel}`),
                    n,
                  }}
                  hideLabel
                  readOnly={readOnly}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
