import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ESCALATING_TYPES, type EscalationSettings } from '../../../contract/escalation';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { EscalationLadder } from './EscalationLadder';
import { draftOf, inputOf } from './escalationDraft';
import { useEscalationSettings, useSaveEscalation } from './useEscalation';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const EscalationForm = ({ companyId, settings }: { companyId: number; settings: EscalationSettings }) => {
  const translate = useTranslate();
  const role = useRole();
  const readOnly = !canAccess(role, { resource: 'escalation', action: 'save' });
  const [draft, setDraft] = useState(() => draftOf(settings));
  const save = useSaveEscalation(companyId, (saved) => setDraft(draftOf(saved)));
  return (
    <>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('patrol.escalation.readOnly')}
        </Alert>
      )}
      {ESCALATING_TYPES.map((type) => (
        <EscalationLadder
          key={type}
          type={type}
          value={draft[type]}
          readOnly={readOnly}
          onChange={(ladder) => {
            save.reset();
            setDraft({ ...draft, [type]: ladder });
          }}
        />
      ))}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="escalation-refused">
          {translate(messageOf(save.error), { _: messageOf(save.error) })}
        </Alert>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(inputOf(draft))}>
            {translate('patrol.escalation.save')}
          </Button>
        </Box>
      )}
    </>
  );
};

/** 'Escalation' (docs/console.md): the company's ladders for unanswered panics and please-call-mes; admins change them. */
export const EscalationSection = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const settings = useEscalationSettings(companyId);
  return (
    <Box component="section" aria-labelledby="escalation-title" sx={{ maxWidth: 960, mt: 3 }}>
      <Typography id="escalation-title" variant="h6" component="h2">
        {translate('patrol.escalation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('patrol.escalation.intro')}
      </Typography>
      {settings.isPending && <LinearProgress aria-label={translate('patrol.escalation.title')} />}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => settings.refetch()}>
              {translate('patrol.escalation.retry')}
            </Button>
          }
        >
          {translate('patrol.escalation.loadFailed')} {messageOf(settings.error)}
        </Alert>
      )}
      {settings.data && <EscalationForm key={companyId} companyId={companyId} settings={settings.data} />}
    </Box>
  );
};

/** The section of the company whose page it is on ('Company info'). */
export const CompanyEscalation = () => {
  const record = useRecordContext();
  return record ? <EscalationSection companyId={Number(record.id)} /> : null;
};
