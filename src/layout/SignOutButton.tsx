import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

export const SignOutButton = () => {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
      {translate('patrol.header.signOut')}
    </Button>
  );
};
