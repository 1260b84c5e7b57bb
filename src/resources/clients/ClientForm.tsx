import { Box } from '@mui/material';
import { SaveButton, SelectArrayInput, SimpleForm, TextInput, Toolbar, useGetList } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { validateClient } from './validateClient';

const SITES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

const ClientToolbar = () => (
  <Toolbar sx={{ justifyContent: 'flex-end' }}>
    <SaveButton label="patrol.clients.save" />
  </Toolbar>
);

/** A client's name, e-mail address and the company's sites they see; read-only for controllers. */
export const ClientForm = () => {
  const readOnly = !canAccess(useRole(), { resource: 'clients', action: 'save' });
  const { data: sites = [], isPending } = useGetList('sites', SITES);
  return (
    <SimpleForm noValidate validate={validateClient} toolbar={readOnly ? false : <ClientToolbar />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" label="patrol.clients.fields.name" readOnly={readOnly} />
        <TextInput source="emailAddress" label="patrol.clients.fields.emailAddress" type="email" readOnly={readOnly} />
      </Box>
      <SelectArrayInput
        source="siteIds"
        label="patrol.clients.fields.sites"
        helperText="patrol.clients.sitesHelp"
        choices={sites}
        isPending={isPending}
        readOnly={readOnly}
        fullWidth
      />
    </SimpleForm>
  );
};
