import { Button, Card, CardContent, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { getJson, pathPart, postJson } from '../../dataProvider/httpClient';
import { TimeZonePicker } from './TimeZoneInput';

/** An admin's own company: its time zone (a sys-admin sets it on the company's edit page). */
export const CompanyTimeZone = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [saved, setSaved] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getJson<{ timeZone: string }>(`company/${pathPart(companyId)}`).then(
      (company) => {
        setSaved(company.timeZone);
        setZone(company.timeZone);
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  }, [companyId, notify]);

  const save = async () => {
    setBusy(true);
    try {
      const { json } = await postJson('company/timeZone', { timeZone: zone });
      const { timeZone } = json as { timeZone: string };
      setSaved(timeZone);
      const company = session.company();
      if (company?.id === companyId) session.selectCompany({ ...company, timeZone });
      notify(MESSAGES.company.saved, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (zone === null) return null;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ width: '100%' }}>
            <TimeZonePicker value={zone} disabled={busy} onChange={setZone} />
          </Stack>
          <Button variant="contained" disabled={busy || zone === saved} onClick={save}>
            {translate('patrol.companies.fields.saveTimeZone')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
