import { Box, Button, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Form,
  PasswordInput,
  TextInput,
  useCheckAuth,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { SecondFactorStep } from '../../authProvider';
import { SignOutNotice } from '../../authProvider/SignOutNotice';
import { session } from '../../authProvider/session';
import { landingPath } from '../../routes';
import { preloadShell } from '../../routes/preloadShell';
import { AuthCard } from './AuthCard';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { SecondFactorCodeStep } from './SecondFactorCodeStep';
import { SecondFactorEnrolStep } from './SecondFactorEnrolStep';

/** The contract's sign-in rules (and zod) are not part of the first screen: they load when the form is first used. */
const loadRules = () => import('./validateLogin');

/** Sign In (spec part 1 §2): Enter in the password field signs in too. */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  /** After a right password: the code step (with its token), or enrolling when the company requires it. */
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);

  useEffect(() => {
    checkAuth({ signInPage: true }, false)
      .then(() => navigate(landingPath(session.role()), { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const problem = (await loadRules()).validateLogin(values);
      if (problem) {
        notify(problem, { type: 'warning' });
        setBusy(false);
        return;
      }
      await login({ emailAddress: String(values.emailAddress).trim(), password: values.password });
    } catch (error) {
      setBusy(false);
      if (error instanceof SecondFactorStep) {
        setSecondStep(error);
        return;
      }
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  const back = () => {
    session.clear();
    setSecondStep(null);
  };
  if (secondStep?.step === 'code') return <SecondFactorCodeStep token={secondStep.secondFactorToken} onBack={back} />;
  if (secondStep?.step === 'enrol') return <SecondFactorEnrolStep onBack={back} />;

  /** Someone is signing in: fetch the rules and what comes after signing in while they type. */
  const getReady = () => {
    loadRules().catch(() => undefined);
    preloadShell();
  };

  return (
    <AuthCard title="patrol.login.title">
      <SignOutNotice />
      <Box onFocus={getReady}>
        <Form onSubmit={submit} noValidate>
          <TextInput
            source="emailAddress"
            label="patrol.login.emailAddress"
            type="email"
            autoComplete="username"
            fullWidth
          />
          <PasswordInput source="password" label="patrol.login.password" autoComplete="current-password" fullWidth />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
            {translate('patrol.login.signIn')}
          </Button>
        </Form>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
          {translate('patrol.login.forgot')}
        </Link>
      </Box>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
};
