import { Box } from '@mui/material';
import { PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { EmployeeToolbar } from './EmployeeToolbar';
import { roleChoices } from './roleChoices';
import { SiteSelect } from './SiteSelect';
import { validateEmployee } from './validateEmployee';

/** Employee detail fields; passwords only when creating; read-only without the right to save. */
export const EmployeeForm = ({ isNew = false }: { isNew?: boolean }) => {
  const role = useRole();
  const readOnly = !canAccess(role, { resource: 'employees', action: 'save' });
  return (
    <SimpleForm noValidate validate={validateEmployee} toolbar={readOnly ? false : <EmployeeToolbar />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" label="patrol.employees.fields.name" readOnly={readOnly} />
        <TextInput source="surname" label="patrol.employees.fields.surname" readOnly={readOnly} />
        <TextInput
          source="emailAddress"
          label="patrol.employees.fields.emailAddress"
          type="email"
          readOnly={readOnly}
        />
        <TextInput source="contactNumber" label="patrol.employees.fields.contactNumber" readOnly={readOnly} />
        {isNew && <PasswordInput source="password" label="patrol.employees.fields.password" />}
        {isNew && <PasswordInput source="confirmPassword" label="patrol.employees.fields.confirmPassword" />}
        <SiteSelect readOnly={readOnly} />
        <SelectInput
          source="role"
          label="patrol.employees.fields.role"
          choices={roleChoices(role)}
          validate={required()}
          readOnly={readOnly}
          fullWidth
        />
      </Box>
    </SimpleForm>
  );
};
