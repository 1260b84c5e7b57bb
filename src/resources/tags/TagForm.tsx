import { Box } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import type { RouteTag } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/messages';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { CheckboxInput } from '../../common/CheckboxInput';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { useGuardedSave } from '../../common/useGuardedSave';
import { lazyMap } from '../../map/lazyMap';
import { PATHS } from '../../routes';
import { UnallocatedSerialInput } from './UnallocatedSerialInput';
import { tagProblem } from './validateTag';

const TagMarkerInput = lazyMap(() => import('./TagMarkerInput').then((m) => m.TagMarkerInput), 360);

/** Save, and Delete for a saved tag; a picked unallocated tag is saved as is. */
const TagToolbar = ({ isNew }: { isNew: boolean }) => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    {!isNew && (
      <DeleteRecordButton
        label="patrol.tags.delete"
        action="patrol.tags.deleteAction"
        successMessage={MESSAGES.tag.removed}
        redirectTo={PATHS.tags}
      />
    )}
    <SaveButton label="patrol.tags.save" alwaysEnable={isNew} />
  </Toolbar>
);

/** Tag name, Serial Number, Panic Tag and the position on the map; Save and Delete ask first. */
export const TagForm = ({ onPickUnallocated }: { onPickUnallocated?: (tag: RouteTag) => void }) => {
  const isNew = !!onPickUnallocated;
  const readOnly = !canAccess(useRole(), { resource: 'tags', action: 'save' });
  const { onSubmit, dialog } = useGuardedSave({ check: tagProblem, confirm: { action: 'patrol.tags.saveAction' } });
  return (
    <>
      <SimpleForm noValidate onSubmit={onSubmit} toolbar={readOnly ? false : <TagToolbar isNew={isNew} />}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          <TextInput source="name" label="patrol.tags.fields.tagName" readOnly={readOnly} />
          {onPickUnallocated ? (
            <UnallocatedSerialInput onPick={onPickUnallocated} />
          ) : (
            <TextInput source="serialNumber" label="patrol.tags.fields.serialNumber" readOnly={readOnly} />
          )}
        </Box>
        <CheckboxInput source="isPanic" label="patrol.tags.fields.panicTag" readOnly={readOnly} />
        <TagMarkerInput readOnly={readOnly} />
      </SimpleForm>
      {dialog}
    </>
  );
};
