import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Box, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useCurrentEmployee } from '../authProvider/useSession';
import { fromWireRole } from '../dataProvider/employeeRole';
import { PATHS } from '../routes';

/** The signed-in user's name, surname and role: a link to their account (two-factor sign-in). */
export const UserLabel = () => {
  const employee = useCurrentEmployee();
  const translate = useTranslate();
  if (!employee) return null;
  return (
    <Box
      component={Link}
      to={PATHS.account}
      title={translate('patrol.account.open')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
      aria-label={translate('patrol.header.signedInAs')}
    >
      <AccountCircleIcon aria-hidden />
      <Box sx={{ lineHeight: 1.1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {employee.name} {employee.surname}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.8 }}>
          {translate(`patrol.roles.${fromWireRole(employee.role)}`)}
        </Typography>
      </Box>
    </Box>
  );
};
