import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { getJson, pathPart, postJson } from '../../dataProvider/httpClient';

/** An admin's own company: 'Require two-factor sign-in for admins' (a sys-admin sets it on the company's edit page). */
export const CompanyRequirement = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getJson<{ requireTwoFactor: boolean }>(`company/${pathPart(companyId)}`).then(
      (company) => setRequired(company.requireTwoFactor),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  }, [companyId, notify]);

  const change = async (requireTwoFactor: boolean) => {
    setBusy(true);
    try {
      const { json } = await postJson('company/requireTwoFactor', { requireTwoFactor });
      setRequired((json as { requireTwoFactor: boolean }).requireTwoFactor);
      notify(MESSAGES.company.saved, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (required === null) return null;
  return (
    <Card>
      <CardContent>
        <FormControlLabel
          control={<Switch checked={required} disabled={busy} onChange={(event) => change(event.target.checked)} />}
          label={translate('patrol.companies.fields.requireTwoFactor')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('patrol.companies.fields.requireTwoFactorHelp')}
        </Typography>
      </CardContent>
    </Card>
  );
};
