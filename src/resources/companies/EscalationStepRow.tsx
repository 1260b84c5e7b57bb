import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Checkbox, FormControlLabel, FormGroup, IconButton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ESCALATION_CHANNELS, type EscalationChannel, type EscalationStep } from '../../../contract/escalation';
import { EscalationRecipients } from './EscalationRecipients';

interface EscalationStepRowProps {
  n: number;
  step: EscalationStep;
  count: number;
  readOnly: boolean;
  onChange: (step: EscalationStep) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One step of a ladder: its delay, who it notifies, on which channels; moved up or down, or removed. */
export const EscalationStepRow = ({ n, step, count, readOnly, onChange, onRemove, onMove }: EscalationStepRowProps) => {
  const translate = useTranslate();
  const toggle = (channel: EscalationChannel, on: boolean) =>
    onChange({
      ...step,
      channels: ESCALATION_CHANNELS.filter((c) => (c === channel ? on : step.channels.includes(c))),
    });
  return (
    <Box
      data-testid={`escalation-step-${n}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ width: 56, pt: 1, fontWeight: 500 }}>{translate('patrol.escalation.step', { n })}</Typography>
      <TextField
        type="number"
        size="small"
        label={translate('patrol.escalation.afterMinutes')}
        helperText={translate('patrol.escalation.afterMinutesHelp')}
        value={Number.isNaN(step.afterMinutes) ? '' : step.afterMinutes}
        onChange={(event) =>
          onChange({ ...step, afterMinutes: event.target.value === '' ? Number.NaN : Number(event.target.value) })
        }
        slotProps={{
          input: { readOnly },
          htmlInput: {
            'aria-label': `${translate('patrol.escalation.step', { n })}: ${translate('patrol.escalation.afterMinutes')}`,
          },
        }}
        sx={{ width: 150 }}
      />
      <Box sx={{ flex: '1 1 260px', minWidth: 220 }}>
        <EscalationRecipients
          n={n}
          value={step.recipients}
          readOnly={readOnly}
          onChange={(recipients) => onChange({ ...step, recipients })}
        />
      </Box>
      <FormGroup row aria-label={translate('patrol.escalation.channels')}>
        {ESCALATION_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            label={translate(`patrol.escalation.channel.${channel}`)}
            control={
              <Checkbox
                size="small"
                checked={step.channels.includes(channel)}
                disabled={readOnly}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {!readOnly && (
        <Box sx={{ display: 'flex', ml: 'auto' }}>
          <IconButton
            size="small"
            aria-label={translate('patrol.escalation.moveUp', { n })}
            disabled={n === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('patrol.escalation.moveDown', { n })}
            disabled={n === count}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={translate('patrol.escalation.removeStep', { n })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
};
