import { Box } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { useGuardedSave } from '../../common/useGuardedSave';
import { PATHS } from '../../routes';
import { SerialNumberInput } from './SerialNumberInput';
import { deviceProblem } from './validateDevice';

const DeviceToolbar = () => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    <DeleteRecordButton
      label="patrol.devices.delete"
      action="patrol.devices.deleteAction"
      successMessage={MESSAGES.device.removed}
      redirectTo={PATHS.devices}
    />
    <SaveButton label="patrol.devices.save" />
  </Toolbar>
);

/** Device name, App Instance ID, Serial Number (with Auto Fill) and Contact Number; saving asks first. */
const KEEP_EDITS = { keepDirtyValues: true };

export const DeviceForm = () => {
  const record = useRecordContext();
  const readOnly = !canAccess(useRole(), { resource: 'devices', action: 'save' });
  const action = record?.id ? 'patrol.devices.saveAction' : 'patrol.devices.createAction';
  const { onSubmit, dialog } = useGuardedSave({ check: deviceProblem, confirm: { action } });
  return (
    <>
      {/* A record read again (a handset activated meanwhile) updates the fields not being edited and keeps the rest. */}
      <SimpleForm
        noValidate
        onSubmit={onSubmit}
        toolbar={readOnly ? false : <DeviceToolbar />}
        resetOptions={KEEP_EDITS}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          <TextInput source="deviceName" label="patrol.devices.fields.name" readOnly={readOnly} />
          <TextInput source="appInstanceId" label="patrol.devices.fields.appInstanceId" readOnly={readOnly} />
          <SerialNumberInput readOnly={readOnly} />
          <TextInput source="contactNumber" label="patrol.devices.fields.contactNumber" readOnly={readOnly} />
        </Box>
      </SimpleForm>
      {dialog}
    </>
  );
};
