import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PORTAL_COLOUR, textOn } from '../../../contract/colour';
import { MESSAGES } from '../../../contract/messages';
import { getJson, pathPart, postJson } from '../../dataProvider/httpClient';

interface Company {
  name: string;
  portalColour: string | null;
}

/**
 * An admin's own company: the colour of its clients' portal, shown as the portal's header will look (the company's
 * name on it, in black or white, whichever reads). 'Saved' only once the server has it.
 */
export const CompanyPortalColour = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [company, setCompany] = useState<Company | null>(null);
  const [colour, setColour] = useState(PORTAL_COLOUR);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getJson<Company>(`company/${pathPart(companyId)}`).then(
      (loaded) => {
        setCompany(loaded);
        setColour(loaded.portalColour ?? PORTAL_COLOUR);
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  }, [companyId, notify]);

  const save = async (portalColour: string | null) => {
    setBusy(true);
    try {
      const { json } = await postJson('company/portalColour', { portalColour });
      const saved = json as Company;
      setCompany(saved);
      setColour(saved.portalColour ?? PORTAL_COLOUR);
      notify(MESSAGES.company.saved, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!company) return null;
  const saved = company.portalColour ?? PORTAL_COLOUR;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1">{translate('patrol.companies.fields.portalColour')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('patrol.companies.fields.portalColourHelp')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
            <TextField
              type="color"
              label={translate('patrol.companies.fields.portalColour')}
              value={colour}
              disabled={busy}
              onChange={(event) => setColour(event.target.value)}
              sx={{ width: 120 }}
            />
            <Box
              data-testid="portal-colour-preview"
              sx={{ flex: 1, p: 1.5, borderRadius: 1, bgcolor: colour, color: textOn(colour) }}
            >
              <Typography variant="subtitle2">{company.name}</Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy || colour === saved} onClick={() => save(colour)}>
              {translate('patrol.companies.fields.savePortalColour')}
            </Button>
            <Button disabled={busy || company.portalColour === null} onClick={() => save(null)}>
              {translate('patrol.companies.fields.usePortalOwn')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
