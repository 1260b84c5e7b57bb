import { SimpleForm } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { useGuardedSave } from '../../common/useGuardedSave';
import { ContactsInput } from './ContactsInput';
import { SiteFields } from './SiteFields';
import { SiteLocationInput } from './SiteLocationInput';
import { SiteToolbar } from './SiteToolbar';
import { siteProblem } from './validateSite';
import { WelfareInputs } from './WelfareInputs';

/** Site detail: fields, welfare checks, map with boundary, contacts; Save and Delete only for those who may save. */
export const SiteForm = () => {
  const readOnly = !canAccess(useRole(), { resource: 'sites', action: 'save' });
  const { onSubmit } = useGuardedSave({ check: siteProblem });
  return (
    <SimpleForm noValidate onSubmit={onSubmit} toolbar={readOnly ? false : <SiteToolbar />}>
      <SiteFields readOnly={readOnly} />
      <WelfareInputs readOnly={readOnly} />
      <SiteLocationInput readOnly={readOnly} />
      <ContactsInput readOnly={readOnly} />
    </SimpleForm>
  );
};
