import { Checkbox } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Whether the area receives reports, shown as a read-only checkbox. */
export const ReceiveReportsCheckbox = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Checkbox
      checked={!!record?.shouldReceiveReports}
      readOnly
      disableRipple
      tabIndex={-1}
      size="small"
      slotProps={{ input: { 'aria-label': translate('patrol.areas.fields.shouldReceiveReports'), readOnly: true } }}
      sx={{ p: 0, pointerEvents: 'none' }}
    />
  );
};
