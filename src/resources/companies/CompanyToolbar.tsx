import { type Identifier, SaveButton, Toolbar } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { PATHS } from '../../routes';

const forgetIfSelected = (id: Identifier) => {
  if (session.companyId() === id) session.selectCompany(null);
};

export const CompanyToolbar = () => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    <DeleteRecordButton
      label="patrol.companies.delete"
      action="patrol.companies.deleteAction"
      details="patrol.companies.deleteDetails"
      successMessage={MESSAGES.company.removed}
      redirectTo={PATHS.companies}
      onDeleted={forgetIfSelected}
    />
    <SaveButton label="patrol.companies.save" />
  </Toolbar>
);
