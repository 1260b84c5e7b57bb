import {
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { formatEpoch } from '../../common/dateTime';
import { getJson, pathPart } from '../../dataProvider/httpClient';
import { PATHS } from '../../routes';
import { ClientState } from './ClientState';

interface SiteClient {
  id: number;
  name: string;
  emailAddress: string;
  revokedAt: number | null;
  lastSignInAt: number | null;
}

/** Up to this many of a site's clients are listed on its page (the Clients page has them all). */
const SHOWN = 50;

/**
 * A site's page: the clients who see this site in their portal (GET /clients?siteId=), each linked to its page; an
 * admin adds one for this site from here (the new client's form opens with the site chosen).
 */
export const SiteClients = ({ siteId }: { siteId: number }) => {
  const translate = useTranslate();
  const canAdd = canAccess(useRole(), { resource: 'clients', action: 'create' });
  const [state, setState] = useState<{ clients?: SiteClient[]; error?: string }>({});

  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ siteId: String(siteId), sort: '["name","ASC"]', range: `[0,${SHOWN - 1}]` });
    getJson<SiteClient[]>(`clients?${query}`).then(
      (clients) => live && setState({ clients }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [siteId]);

  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('patrol.clients.ofSite.title')}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6">{translate('patrol.clients.ofSite.title')}</Typography>
          {canAdd ? (
            <Button component={RouterLink} to={`${PATHS.client('new')}?siteId=${pathPart(siteId)}`}>
              {translate('patrol.clients.ofSite.add')}
            </Button>
          ) : null}
        </Stack>
        {state.error ? (
          <Typography color="error">{state.error}</Typography>
        ) : !state.clients ? (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        ) : state.clients.length === 0 ? (
          <Typography color="text.secondary">{translate('patrol.clients.ofSite.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('patrol.clients.fields.name')}</TableCell>
                <TableCell>{translate('patrol.clients.fields.emailAddress')}</TableCell>
                <TableCell>{translate('patrol.clients.fields.state')}</TableCell>
                <TableCell>{translate('patrol.clients.fields.lastSignInAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.clients.map((client) => (
                <RecordContextProvider key={client.id} value={client}>
                  <TableRow>
                    <TableCell>
                      <Link component={RouterLink} to={PATHS.client(client.id)}>
                        {client.name}
                      </Link>
                    </TableCell>
                    <TableCell>{client.emailAddress}</TableCell>
                    <TableCell>
                      <ClientState />
                    </TableCell>
                    <TableCell>
                      {client.lastSignInAt ? formatEpoch(client.lastSignInAt) : translate('patrol.clients.never')}
                    </TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
