import { useTranslate } from 'react-admin';
import { useSelectedCompany } from '../../authProvider/useSession';
import { PageTitle } from '../../common/PageTitle';
import { EscalationSection } from './EscalationSection';

/** /company/escalation: the selected company's escalation, for its admins (who edit) and controllers (who read). */
export const EscalationPage = () => {
  const translate = useTranslate();
  const company = useSelectedCompany();
  if (!company) return null;
  return (
    <>
      <PageTitle title={`${company.name} · ${translate('patrol.escalation.title')}`} />
      <EscalationSection companyId={company.id} />
    </>
  );
};
