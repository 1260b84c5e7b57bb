import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ArrayInputBase, useArrayInput, useTranslate } from 'react-admin';
import { CONTACT_FLAGS } from '../../../contract/constants';
import { ContactRow } from './ContactRow';

const newContact = () => ({
  name: '',
  contactNumber: '',
  emailAddress: '',
  ...Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, false])),
});

const ContactList = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useArrayInput();
  return (
    <>
      {fields.length === 0 && <Typography color="text.secondary">{translate('patrol.site.contacts.none')}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field, index) => (
          <ContactRow key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
        ))}
      </Stack>
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={() => append(newContact())} sx={{ mt: 1 }}>
          {translate('patrol.site.contacts.add')}
        </Button>
      )}
    </>
  );
};

/** The site's contacts: a row each with name, number, e-mail address, Telegram link and its 18 flags (topic × channel). */
export const ContactsInput = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={translate('patrol.site.contacts.title')}
      sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('patrol.site.contacts.title')}
      </Typography>
      <ArrayInputBase source="contacts">
        <ContactList readOnly={readOnly} />
      </ArrayInputBase>
    </Box>
  );
};
