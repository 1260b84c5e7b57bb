import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ESCALATION_LIMITS, type EscalatingType, ladderProblem } from '../../../contract/escalation';
import { EscalationStepRow } from './EscalationStepRow';
import { type LadderDraft, moveStep, nextStep, shownSteps } from './escalationDraft';

interface EscalationLadderProps {
  type: EscalatingType;
  value: LadderDraft;
  readOnly: boolean;
  onChange: (ladder: LadderDraft) => void;
}

/** One ladder (panic or please-call-me): 'Use default', its steps, and what is wrong with them. */
export const EscalationLadder = ({ type, value, readOnly, onChange }: EscalationLadderProps) => {
  const translate = useTranslate();
  const steps = shownSteps(type, value);
  const locked = readOnly || value.useDefault;
  const problem = locked ? null : ladderProblem(steps);
  const setSteps = (next: typeof steps) => onChange({ useDefault: false, steps: next });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={translate(`patrol.escalation.ladders.${type}`)}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 500 }}>
          {translate(`patrol.escalation.ladders.${type}`)}
        </Typography>
        <FormControlLabel
          label={translate('patrol.escalation.useDefault')}
          control={
            <Switch
              checked={value.useDefault}
              disabled={readOnly}
              onChange={(event) => onChange({ useDefault: event.target.checked, steps: steps })}
            />
          }
        />
      </Box>
      {value.useDefault && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('patrol.escalation.defaultNote')}
        </Typography>
      )}
      {steps.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('patrol.escalation.none')}
        </Typography>
      )}
      {steps.map((step, index) => (
        <EscalationStepRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the ladder
          key={index}
          n={index + 1}
          count={steps.length}
          step={step}
          readOnly={locked}
          onChange={(changed) => setSteps(steps.map((s, i) => (i === index ? changed : s)))}
          onRemove={() => setSteps(steps.filter((_, i) => i !== index))}
          onMove={(by) => setSteps(moveStep(steps, index, by))}
        />
      ))}
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {!locked && steps.length < ESCALATION_LIMITS.steps && (
        <Button startIcon={<AddIcon />} onClick={() => setSteps([...steps, nextStep(steps)])} sx={{ mt: 1 }}>
          {translate('patrol.escalation.addStep')}
        </Button>
      )}
    </Paper>
  );
};
