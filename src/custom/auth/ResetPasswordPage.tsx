import { Button } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AuthCard } from './AuthCard';
import { validateNewPassword } from './validateNewPassword';

/** Reset password with the code from the e-mailed link; on success, back to Sign In. */
export const ResetPasswordPage = () => {
  const { code = '' } = useParams<{ code: string }>();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password, confirmPassword }: Record<string, unknown>) => {
    const problem = validateNewPassword(password, confirmPassword);
    if (problem) return notify(problem, { type: 'warning' });
    setBusy(true);
    try {
      await dataProvider.resetPasswordWeb(code, String(password));
      notify(MESSAGES.auth.passwordUpdated, { type: 'success' });
      navigate(PATHS.login);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="patrol.reset.title">
      <Form onSubmit={submit} noValidate>
        <PasswordInput source="password" label="patrol.reset.password" autoComplete="new-password" fullWidth />
        <PasswordInput
          source="confirmPassword"
          label="patrol.reset.confirmPassword"
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {translate('patrol.reset.update')}
        </Button>
      </Form>
    </AuthCard>
  );
};
