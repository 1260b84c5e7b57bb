import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Identifier } from 'react-admin';
import { Link, RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { PATHS } from '../../routes';
import { ClientState, LastSignIn } from '../clients/ClientState';

const PAGE = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The client create form's address with this site already chosen (react-admin reads `source` as the new record). */
export const newClientPath = (siteId: Identifier) =>
  `${PATHS.client('new')}?source=${encodeURIComponent(JSON.stringify({ siteIds: [Number(siteId)] }))}`;

/**
 * 'Clients of this site' (issue 33): who may see this site in the portal, each a link to the client's page; admins
 * add a client for it, controllers read.
 */
export const SiteClients = ({ siteId }: { siteId: Identifier }) => {
  const translate = useTranslate();
  const canAdd = canAccess(useRole(), { resource: 'clients', action: 'create' });
  const { data = [], isPending, error } = useGetList('clients', { ...PAGE, filter: { siteId } });
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="site-clients-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id="site-clients-title" variant="h6" component="h2">
            {translate('patrol.clients.ofSite.title')}
          </Typography>
          {canAdd && (
            <Button component={Link} to={newClientPath(siteId)} variant="outlined" size="small">
              {translate('patrol.clients.ofSite.add')}
            </Button>
          )}
        </Box>
        {error ? (
          <Typography color="error">{error.message}</Typography>
        ) : !isPending && data.length === 0 ? (
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
              {data.map((client) => (
                <RecordContextProvider key={client.id} value={client}>
                  <TableRow>
                    <TableCell>
                      <Link to={PATHS.client(client.id)}>{client.name}</Link>
                    </TableCell>
                    <TableCell>{client.emailAddress}</TableCell>
                    <TableCell>
                      <ClientState />
                    </TableCell>
                    <TableCell>
                      <LastSignIn />
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
