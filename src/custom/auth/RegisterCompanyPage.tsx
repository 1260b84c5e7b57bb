import { Box, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Form, LinkBase, useDataProvider, useNavigate, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { BackLink } from '../../common/BackLink';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { PageTitle } from '../../common/PageTitle';
import type { PatrolDataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { RegisterCompanyFields } from './RegisterCompanyFields';
import { registrationBody, validateRegistration } from './registration';

/** Register Company: the first admin and the company, sent after a confirmation. */
export const RegisterCompanyPage = () => {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (values: Record<string, unknown>) => {
    const problem = validateRegistration(values);
    if (problem) return notify(problem, { type: 'warning' });
    setPending(values);
  };

  const register = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await dataProvider.registerCompany(registrationBody(pending));
      notify(MESSAGES.registration.success, { type: 'success' });
      navigate(PATHS.companies);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <PageTitle
        title="patrol.register.title"
        breadcrumb={<BackLink to={PATHS.companies} label="patrol.companies.title" />}
      />
      <Card sx={{ maxWidth: 960 }}>
        <CardContent>
          <Form onSubmit={submit} noValidate>
            <RegisterCompanyFields />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
              <Button component={LinkBase} to={PATHS.companies}>
                {translate('patrol.register.back')}
              </Button>
              <Button type="submit" variant="contained">
                {translate('patrol.register.register')}
              </Button>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        action="patrol.register.confirmAction"
        loading={busy}
        onConfirm={register}
        onClose={() => setPending(null)}
      />
    </>
  );
};
