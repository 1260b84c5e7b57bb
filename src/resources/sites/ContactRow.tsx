import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { ContactFlags } from './ContactFlags';
import { ContactTelegram } from './ContactTelegram';

interface ContactRowProps {
  index: number;
  readOnly?: boolean;
  onRemove: () => void;
}

/**
 * One contact: name, number and e-mail address in full on the left with its Telegram link, its flags grid on the
 * right (below it on a narrow screen); sources are relative to the contacts array.
 */
export const ContactRow = ({ index, readOnly, onRemove }: ContactRowProps) => {
  const translate = useTranslate();
  const n = index + 1;
  return (
    <Box
      component="li"
      aria-label={translate('patrol.contacts.contactLabel', { n })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 1fr) auto auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Stack>
        <TextInput source={`${index}.name`} label="patrol.site.contacts.name" readOnly={readOnly} helperText={false} />
        <TextInput
          source={`${index}.contactNumber`}
          label="patrol.site.contacts.contactNumber"
          readOnly={readOnly}
          helperText={false}
        />
        <TextInput
          source={`${index}.emailAddress`}
          label="patrol.site.contacts.emailAddress"
          type="email"
          readOnly={readOnly}
          helperText={false}
        />
        <ContactTelegram index={index} readOnly={readOnly} />
      </Stack>
      <ContactFlags index={index} readOnly={readOnly} />
      {!readOnly && (
        <IconButton aria-label={translate('patrol.site.contacts.remove', { n })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      )}
    </Box>
  );
};
