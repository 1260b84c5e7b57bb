import {
  BooleanInput,
  EditView,
  type Identifier,
  Navigate,
  NumberInput,
  type RaRecord,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { SLA_THRESHOLD_RANGE } from '../../../contract/dashboard';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { CompanyToolbar } from './CompanyToolbar';
import { CompanyEscalation } from './EscalationSection';
import { TimeZoneInput } from './TimeZoneInput';
import { validateCompany } from './validateCompany';

/** The header shows the selected company's name and the console its clock: keep them current when they change. */
const renameSelectedCompany = (company: RaRecord) => {
  if (session.companyId() === company.id) {
    session.selectCompany({ id: Number(company.id), name: String(company.name), timeZone: company.timeZone });
  }
};

/** 'Company info' (spec part 1 §2): the company's details, Delete and Save Company; `id`: the URL's when absent. */
export const CompanyEdit = ({ id }: { id?: Identifier }) => (
  <>
    <PageTitle
      title="patrol.companies.info"
      breadcrumb={<BackLink to={PATHS.companies} label="patrol.companies.title" />}
    />
    <RecordEdit
      resource="companies"
      id={id}
      listPath={PATHS.companies}
      saved={MESSAGES.company.saved}
      afterSave={renameSelectedCompany}
    >
      <EditView title={false} actions={false} sx={{ maxWidth: 720 }}>
        <SimpleForm noValidate validate={validateCompany} toolbar={<CompanyToolbar />}>
          <TextInput source="name" label="patrol.companies.fields.companyName" fullWidth />
          <TextInput source="address" label="patrol.companies.fields.address" fullWidth />
          <TextInput source="contactPerson" label="patrol.companies.fields.contactPerson" fullWidth />
          <TextInput source="contactNumber" label="patrol.companies.fields.contactNumber" fullWidth />
          <TextInput source="contactEmail" label="patrol.companies.fields.contactEmail" fullWidth />
          <NumberInput
            source="slaThreshold"
            label="patrol.companies.fields.slaThreshold"
            helperText="patrol.companies.fields.slaThresholdHelp"
            min={SLA_THRESHOLD_RANGE.min}
            max={SLA_THRESHOLD_RANGE.max}
            step={0.5}
          />
          <BooleanInput
            source="requireTwoFactor"
            label="patrol.companies.fields.requireTwoFactor"
            helperText="patrol.companies.fields.requireTwoFactorHelp"
          />
          <TimeZoneInput />
        </SimpleForm>
      </EditView>
      <CompanyEscalation />
    </RecordEdit>
  </>
);

/** companies/edit (spec part 1 §2): 'Company info' of the selected company; with none selected, the companies list. */
export const SelectedCompanyEdit = () => {
  const id = session.companyId();
  return id ? <CompanyEdit id={id} /> : <Navigate to={PATHS.companies} replace />;
};
