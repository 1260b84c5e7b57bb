import { Box } from '@mui/material';
import { FormDataConsumer } from 'react-admin';
import { CheckboxInput } from '../../common/CheckboxInput';
import { TimeOfDayInput } from './TimeOfDayInput';

interface TimeWindowInputProps {
  window: 'Day' | 'Night';
  readOnly?: boolean;
}

/** A window's switch and its start and end, typed in 24-hour local time and kept in UTC for the wire. */
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
              <TimeOfDayInput
                key={end}
                source={`${end}Time${window}`}
                label={`patrol.schedules.fields.${end}Time${window}`}
                disabled={off}
                readOnly={readOnly}
              />
            ))}
          </Box>
        );
      }}
    </FormDataConsumer>
  );
};
