import { type Identifier, SaveButton, Toolbar } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { PATHS } from '../../routes';

const forgetIfSelected = (id: Identifier) => {
  if (session.site()?.id === Number(id)) session.selectSite(null);
};

/** Save, and Delete for an existing site (with its confirmation); the form hides this row from controllers. */
export const SiteToolbar = () => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    <DeleteRecordButton
      label="patrol.site.delete"
      action="patrol.site.deleteAction"
      details="patrol.site.deleteDetails"
      successMessage={MESSAGES.site.removed}
      errorMessage={MESSAGES.site.removeFailed}
      redirectTo={PATHS.sites}
      onDeleted={forgetIfSelected}
    />
    <SaveButton label="patrol.site.save" />
  </Toolbar>
);
