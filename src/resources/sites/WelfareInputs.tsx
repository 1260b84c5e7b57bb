import { Box } from '@mui/material';
import { NumberInput } from 'react-admin';
import { WELFARE_ANSWER_MINUTES, WELFARE_CHECK_MINUTES } from '../../../contract/constants';

/**
 * Welfare checks for a guard alone: how often his phone asks 'Are you OK?' while he is on duty (empty: never) and
 * how long he has to answer before a Red 'Welfare check missed' alert.
 */
export const WelfareInputs = ({ readOnly }: { readOnly?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    <NumberInput
      source="welfareCheckMinutes"
      label="patrol.site.fields.welfareCheckMinutes"
      helperText="patrol.site.welfareCheckHelp"
      min={WELFARE_CHECK_MINUTES.min}
      max={WELFARE_CHECK_MINUTES.max}
      parse={(value) => (value === '' || value === null || Number.isNaN(value) ? null : Number(value))}
      readOnly={readOnly}
    />
    <NumberInput
      source="welfareAnswerMinutes"
      label="patrol.site.fields.welfareAnswerMinutes"
      defaultValue={WELFARE_ANSWER_MINUTES.default}
      min={WELFARE_ANSWER_MINUTES.min}
      max={WELFARE_ANSWER_MINUTES.max}
      readOnly={readOnly}
    />
  </Box>
);
