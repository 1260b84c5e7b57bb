import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { LinkBase, type RaRecord, useTranslate } from 'react-admin';
import { useSelectCompany } from '../../authProvider/useSelectCompany';
import { PATHS } from '../../routes';

/** The edit icon of a company row (spec part 1 §2): selects the company and opens 'Company info' at companies/edit. */
export const EditCompanyLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const selectCompany = useSelectCompany();
  return (
    <IconButton
      component={LinkBase}
      to={PATHS.companyEdit}
      aria-label={translate('patrol.companies.edit')}
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation();
        selectCompany({ id: Number(record.id), name: String(record.name) });
      }}
      size="small"
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
};
