import { Box } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { validateArea } from './validateArea';

const AreaToolbar = () => (
  <Toolbar sx={{ justifyContent: 'flex-end' }}>
    <SaveButton label="patrol.areas.save" />
  </Toolbar>
);

/** Area fields; Save Area is hidden from controllers and the form is read-only for them. */
export const AreaForm = () => {
  const readOnly = !canAccess(useRole(), { resource: 'areas', action: 'save' });
  return (
    <SimpleForm noValidate validate={validateArea} toolbar={readOnly ? false : <AreaToolbar />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" label="patrol.areas.fields.name" readOnly={readOnly} />
        <TextInput source="contactPerson" label="patrol.areas.fields.contactPerson" readOnly={readOnly} />
        <TextInput source="contactNumber" label="patrol.areas.fields.contactNumber" readOnly={readOnly} />
        <TextInput source="contactEmail" label="patrol.areas.fields.contactEmail" type="email" readOnly={readOnly} />
      </Box>
      <BooleanInput
        source="shouldReceiveReports"
        label="patrol.areas.fields.shouldReceiveReports"
        readOnly={readOnly}
      />
    </SimpleForm>
  );
};
