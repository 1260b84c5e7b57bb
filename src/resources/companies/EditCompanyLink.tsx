import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { type Identifier, LinkBase, useTranslate } from 'react-admin';
import { PATHS } from '../../routes';

/** The edit icon of a company row: opens 'Company info' without selecting the company. */
export const EditCompanyLink = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  return (
    <IconButton
      component={LinkBase}
      to={PATHS.company(id)}
      aria-label={translate('patrol.companies.edit')}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      size="small"
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
};
