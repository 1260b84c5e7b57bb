import { Box, Button, TextField, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormDataConsumer, useDataProvider, useInput, useTranslate } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';

const SETTLE_MS = 400;

/** The serial number the handset reported when the app was installed, for the app instance id being typed. */
function useInstallSerial(appInstanceId: string) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const [settled, setSettled] = useState(appInstanceId);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(appInstanceId), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [appInstanceId]);
  const { data } = useQuery({
    queryKey: ['devices', 'installInfo', settled],
    queryFn: () => dataProvider.installSerial(settled),
    enabled: settled !== '',
    retry: false,
  });
  return settled === appInstanceId ? (data ?? null) : null;
}

const SerialNumberField = ({ appInstanceId, readOnly }: { appInstanceId: string; readOnly?: boolean }) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source: 'serialNumber' });
  const found = useInstallSerial(appInstanceId);
  const canFill = !readOnly && !!found && found !== field.value;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        {...field}
        id={id}
        label={translate('patrol.devices.fields.serialNumber')}
        variant="filled"
        size="small"
        margin="dense"
        fullWidth
        // Shown like react-admin's read-only inputs, which render disabled.
        disabled={readOnly}
        slotProps={{ input: { readOnly } }}
        sx={{ mb: 3 }}
      />
      {canFill && (
        // describeChild: the button is named by its label and described by the tooltip.
        <Tooltip title={translate('patrol.devices.autoFillTooltip')} describeChild>
          <Button variant="outlined" onClick={() => field.onChange(found)} sx={{ mt: 1.5, flexShrink: 0 }}>
            {translate('patrol.devices.autoFill')}
          </Button>
        </Tooltip>
      )}
    </Box>
  );
};

/** Serial Number with the Auto Fill button, shown when an install serial number was found (spec part 2 §2). */
export const SerialNumberInput = ({ readOnly }: { readOnly?: boolean }) => (
  <FormDataConsumer>
    {({ formData }) => (
      <SerialNumberField
        appInstanceId={typeof formData.appInstanceId === 'string' ? formData.appInstanceId.trim() : ''}
        readOnly={readOnly}
      />
    )}
  </FormDataConsumer>
);
