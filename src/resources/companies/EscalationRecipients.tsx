import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ESCALATION_GROUPS, recipientKind } from '../../../contract/escalation';

interface EscalationRecipientsProps {
  n: number;
  value: string[];
  onChange: (recipients: string[]) => void;
  readOnly: boolean;
}

/** A step's recipients: site contacts and admins to pick, a duty number or e-mail address to type. */
export const EscalationRecipients = ({ n, value, onChange, readOnly }: EscalationRecipientsProps) => {
  const translate = useTranslate();
  const label = (recipient: string) =>
    (ESCALATION_GROUPS as readonly string[]).includes(recipient)
      ? translate(`patrol.escalation.recipient.${recipient}`)
      : recipient;
  return (
    <Autocomplete
      multiple
      freeSolo
      disableClearable
      readOnly={readOnly}
      options={[...ESCALATION_GROUPS]}
      value={value}
      getOptionLabel={label}
      onChange={(_, next) => onChange(next.map((recipient) => recipient.trim()).filter(Boolean))}
      renderValue={(selected, getItemProps) =>
        selected.map((recipient, index) => {
          const { key, ...props } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...props}
              size="small"
              label={label(recipient)}
              color={recipientKind(recipient) ? 'default' : 'error'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('patrol.escalation.recipients')}
          helperText={readOnly ? undefined : translate('patrol.escalation.recipientsHelp')}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'aria-label': `${translate('patrol.escalation.step', { n })}: ${translate('patrol.escalation.recipients')}`,
            },
          }}
        />
      )}
    />
  );
};
