import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { ArrayInputBase, useArrayInput, useTranslate } from 'react-admin';
import { CONTACT_FLAGS } from '../../../contract/constants';
import { ContactRow } from './ContactRow';
import { ContactsHead } from './ContactsHead';

const newContact = () => ({
  name: '',
  contactNumber: '',
  emailAddress: '',
  ...Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, false])),
});

const ContactsTable = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useArrayInput();
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={translate('patrol.site.contacts.title')}>
          <ContactsHead readOnly={readOnly} />
          <TableBody>
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={3 + CONTACT_FLAGS.length + 1}>
                  <Typography color="text.secondary">{translate('patrol.site.contacts.none')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {fields.map((field, index) => (
              <ContactRow key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={() => append(newContact())} sx={{ mt: 1 }}>
          {translate('patrol.site.contacts.add')}
        </Button>
      )}
    </>
  );
};

/** The site's contacts: name, number, email address and the 18 notification flags (topic × Email/Telegram/Phone). */
export const ContactsInput = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('patrol.site.contacts.title')}
      </Typography>
      <Box>
        <ArrayInputBase source="contacts">
          <ContactsTable readOnly={readOnly} />
        </ArrayInputBase>
      </Box>
    </Box>
  );
};
