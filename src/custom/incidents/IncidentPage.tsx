import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useParams, useTranslate } from 'react-admin';
import type { Incident, IncidentUpdate } from '../../../contract/incidents';
import { BackLink } from '../../common/BackLink';
import { deviceTime } from '../../common/dateTime';
import { PageTitle } from '../../common/PageTitle';
import { useStoredFile } from '../../common/useStoredFile';
import type { PatrolDataProvider } from '../../dataProvider';
import { lazyMap } from '../../map/lazyMap';
import { PATHS } from '../../routes';
import { SeverityChip } from './IncidentsPage';
import { useLiveIncidents } from './useLiveIncidents';

const IncidentMap = lazyMap(() => import('./IncidentMap').then((m) => m.IncidentMap), 260);

const Photo = ({ url, n }: { url: string; n: number }) => {
  const translate = useTranslate();
  const file = useStoredFile(url);
  if (file.state !== 'ready') return <Box sx={{ width: 200, height: 150, bgcolor: 'action.hover', borderRadius: 1 }} />;
  return (
    <Box
      component="a"
      href={file.src}
      target="_blank"
      rel="noreferrer"
      sx={{ display: 'block', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={file.src}
        alt={translate('patrol.incidents.detail.photo', { n })}
        sx={{ width: 200, height: 150, objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
};

/** The guard's text, with an edit that keeps the guard's own words (shown once changed). */
const TextPart = ({ incident, save }: { incident: Incident; save: (change: IncidentUpdate) => Promise<void> }) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="subtitle2">{translate('patrol.incidents.detail.text')}</Typography>
      {draft === null ? (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }} data-testid="incident-text">
            {incident.text}
          </Typography>
          <Button size="small" onClick={() => setDraft(incident.text)}>
            {translate('patrol.incidents.detail.editText')}
          </Button>
        </>
      ) : (
        <Stack spacing={1} sx={{ my: 1 }}>
          <TextField
            multiline
            minRows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            label={translate('patrol.incidents.detail.text')}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              size="small"
              disabled={!draft.trim()}
              onClick={() => save({ text: draft }).then(() => setDraft(null))}
            >
              {translate('patrol.incidents.detail.saveText')}
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              {translate('patrol.incidents.detail.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
      {incident.originalText !== null && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            {translate('patrol.incidents.detail.originalText')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {incident.originalText}
          </Typography>
        </Box>
      )}
    </Box>
  );
};

const NotePart = ({ incident, save }: { incident: Incident; save: (change: IncidentUpdate) => Promise<void> }) => {
  const translate = useTranslate();
  const [note, setNote] = useState(incident.note);
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        label={translate('patrol.incidents.detail.note')}
      />
      <Box>
        <Button size="small" disabled={note === incident.note} onClick={() => save({ note })}>
          {translate('patrol.incidents.detail.saveNote')}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * company/incidents/{id} (issue 34): one incident with its photos, where it was reported, the guard's text (an edit
 * keeps the guard's own words), internal notes, and 'Approve for the client' (who approved it and when).
 */
export const IncidentPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data: incident, refetch } = useGetOne<Incident>('incidents', { id: Number(id) });
  useLiveIncidents();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refetch();
      notify('patrol.incidents.detail.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = (change: IncidentUpdate) => act(() => dataProvider.updateIncident(String(id), change));
  return (
    <>
      <BackLink to={PATHS.incidents} label="patrol.incidents.detail.back" />
      <PageTitle title={translate('patrol.incidents.detail.title', { id })} />
      {incident && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <Card sx={{ flex: 3 }}>
            <CardContent>
              <Stack spacing={2}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                  <Typography variant="h6">{incident.category}</Typography>
                  <SeverityChip severity={incident.severity} />
                  {incident.alertGuid && (
                    <Typography variant="body2" color="error">
                      {translate('patrol.incidents.detail.redAlert')}
                    </Typography>
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {incident.siteName} ·{' '}
                  {translate('patrol.incidents.detail.reportedBy', {
                    guard: incident.guardName ?? translate('patrol.incidents.detail.unknownGuard'),
                    device: incident.deviceName ?? '—',
                    time: deviceTime(incident.sentAt),
                  })}
                </Typography>
                <TextPart key={`${incident.text}`} incident={incident} save={save} />
                <Box>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {translate('patrol.incidents.detail.photos')}
                  </Typography>
                  {incident.imageUrls.length ? (
                    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                      {incident.imageUrls.map((url, index) => (
                        <Photo key={url} url={url} n={index + 1} />
                      ))}
                    </Stack>
                  ) : (
                    <Typography variant="body2">{translate('patrol.incidents.detail.noPhotos')}</Typography>
                  )}
                </Box>
                <NotePart key={incident.note} incident={incident} save={save} />
                <Box data-testid="incident-approval">
                  {incident.status === 'approved' ? (
                    <Typography color="success.main">
                      {translate('patrol.incidents.detail.approved', {
                        name: incident.approvedBy ?? '—',
                        time: incident.approvedAt ? deviceTime(incident.approvedAt) : '',
                      })}
                    </Typography>
                  ) : (
                    <Button
                      variant="contained"
                      disabled={busy}
                      onClick={() => act(() => dataProvider.approveIncident(String(id)))}
                    >
                      {translate('patrol.incidents.detail.approve')}
                    </Button>
                  )}
                </Box>
              </Stack>
            </CardContent>
          </Card>
          <Card sx={{ flex: 2 }}>
            <CardContent>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('patrol.incidents.detail.place')}
              </Typography>
              {incident.latitude !== null && incident.longitude !== null ? (
                <IncidentMap latitude={incident.latitude} longitude={incident.longitude} />
              ) : (
                <Typography variant="body2">{translate('patrol.incidents.detail.noPlace')}</Typography>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
};
