import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { CONTACT_FLAG_CHANNELS, CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import { CheckboxInput } from '../../common/CheckboxInput';

interface ContactRowProps {
  index: number;
  readOnly?: boolean;
  onRemove: () => void;
}

const textCell = { minWidth: 170, py: 0.5, px: 1, verticalAlign: 'top' } as const;

/** One contact: its text fields and its 18 flags; sources are relative to the contacts array. */
export const ContactRow = ({ index, readOnly, onRemove }: ContactRowProps) => {
  const translate = useTranslate();
  const n = index + 1;
  return (
    <TableRow>
      <TableCell sx={textCell}>
        <TextInput source={`${index}.name`} label="patrol.site.contacts.name" readOnly={readOnly} helperText={false} />
      </TableCell>
      <TableCell sx={textCell}>
        <TextInput
          source={`${index}.contactNumber`}
          label="patrol.site.contacts.contactNumber"
          readOnly={readOnly}
          helperText={false}
        />
      </TableCell>
      <TableCell sx={textCell}>
        <TextInput
          source={`${index}.emailAddress`}
          label="patrol.site.contacts.emailAddress"
          type="email"
          readOnly={readOnly}
          helperText={false}
        />
      </TableCell>
      {CONTACT_FLAG_TOPICS.flatMap((topic) =>
        CONTACT_FLAG_CHANNELS.map((channel, column) => (
          <TableCell
            key={`${topic}${channel}`}
            align="center"
            padding="none"
            sx={{ borderLeft: column === 0 ? 1 : 0, borderLeftColor: 'divider' }}
          >
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
        )),
      )}
      {!readOnly && (
        <TableCell padding="none">
          <IconButton aria-label={translate('patrol.site.contacts.remove', { n })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  );
};
