import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../../contract/entities';
import { session } from '../../authProvider/session';
import { useCurrentEmployee } from '../../authProvider/useSession';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { fromWireRole } from '../../dataProvider/employeeRole';
import { httpClient } from '../../dataProvider/httpClient';
import { CompanyPortalColour } from '../../resources/companies/CompanyPortalColour';
import { CompanyTimeZone } from '../../resources/companies/CompanyTimeZone';
import { landingPath } from '../../routes';
import { CompanyRequirement } from './CompanyRequirement';
import { TwoFactorEnrol } from './TwoFactorEnrol';

/** account: the signed-in user's own account, where two-factor sign-in is turned on (and an admin requires it). */
export const AccountPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const employee = useCurrentEmployee();
  const [enrolling, setEnrolling] = useState(false);
  if (!employee) return null;

  const done = async (sessionToken: string | null) => {
    setEnrolling(false);
    // The account's other sessions ended with the change; this one goes on with the token the answer carried.
    if (sessionToken) session.setToken(sessionToken);
    const { json } = await httpClient('employee/me');
    session.setEmployee(json as CurrentUser);
    notify('patrol.twoFactor.turnedOn', { type: 'success' });
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle
        title="patrol.account.title"
        breadcrumb={<BackLink to={landingPath(employee.role)} label="patrol.account.back" />}
      />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography variant="body1">
              {employee.name} {employee.surname}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {employee.emailAddress} · {translate(`patrol.roles.${fromWireRole(employee.role)}`)}
            </Typography>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={translate('patrol.twoFactor.title')} />
          <CardContent>
            {employee.twoFactor ? (
              <Stack spacing={1}>
                <Alert severity="success">{translate('patrol.twoFactor.on')}</Alert>
                <Typography variant="body2">{translate('patrol.twoFactor.lostPhone')}</Typography>
              </Stack>
            ) : enrolling ? (
              <TwoFactorEnrol
                askPassword
                onDone={(token) => done(token).catch((error: Error) => notify(error.message, { type: 'error' }))}
              />
            ) : (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2">{translate('patrol.twoFactor.off')}</Typography>
                <Button variant="contained" onClick={() => setEnrolling(true)}>
                  {translate('patrol.twoFactor.turnOn')}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>
        {employee.role === 'ADMIN' ? <CompanyRequirement companyId={employee.companyId} /> : null}
        {employee.role === 'ADMIN' ? <CompanyTimeZone companyId={employee.companyId} /> : null}
        {employee.role === 'ADMIN' ? <CompanyPortalColour companyId={employee.companyId} /> : null}
      </Stack>
    </Box>
  );
};
