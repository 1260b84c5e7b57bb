import { Box } from '@mui/material';
import { FormDataConsumer, TextInput } from 'react-admin';
import { CheckboxInput } from '../../common/CheckboxInput';
import { localToUtc, utcToLocal } from './scheduleTime';

interface TimeWindowInputProps {
  window: 'Day' | 'Night';
  readOnly?: boolean;
}

/** A window's switch and its start and end, typed in local time and kept in UTC for the wire. */
export const TimeWindowInput = ({ window, readOnly }: TimeWindowInputProps) => {
  const enabled = `${window.toLowerCase()}Enabled`;
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const off = !formData[enabled];
        return (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr 1fr' }, columnGap: 2 }}>
            <CheckboxInput source={enabled} label={`patrol.schedules.fields.${enabled}`} readOnly={readOnly} />
            {(['start', 'end'] as const).map((end) => (
              <TextInput
                key={end}
                source={`${end}Time${window}`}
                label={`patrol.schedules.fields.${end}Time${window}`}
                type="time"
                format={(value) => utcToLocal(value)}
                parse={(value) => localToUtc(value)}
                disabled={off}
                readOnly={readOnly}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Box>
        );
      }}
    </FormDataConsumer>
  );
};
