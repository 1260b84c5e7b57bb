import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { signOutReason } from './signOutReason';

/** On the Sign In page: why the user was signed out ('Please log in again. Session expired.'), until they sign in. */
export const SignOutNotice = () => {
  const translate = useTranslate();
  const [reason] = useState(signOutReason.read);
  if (!reason) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      {translate(reason, { _: reason })}
    </Alert>
  );
};
