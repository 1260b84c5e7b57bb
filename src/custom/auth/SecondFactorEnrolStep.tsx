import { Alert } from '@mui/material';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { TwoFactorEnrol } from '../twoFactor/TwoFactorEnrol';
import { AuthCard } from './AuthCard';
import { BackToSignIn } from './BackToSignIn';

/**
 * The company requires two-factor sign-in and the admin has none: after the password, enrolling comes before
 * anything else (the session holds only the enrol-only token meanwhile); its confirmation opens the session.
 */
export const SecondFactorEnrolStep = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const done = (sessionToken: string | null) => {
    if (!sessionToken) return onBack();
    login({ sessionToken }).catch((error: Error) => notify(error.message, { type: 'error' }));
  };
  return (
    <AuthCard title="patrol.twoFactor.requiredTitle">
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('patrol.twoFactor.required')}
      </Alert>
      <TwoFactorEnrol onDone={done} />
      <BackToSignIn onBack={onBack} />
    </AuthCard>
  );
};
