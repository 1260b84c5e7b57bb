import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSelectedSite } from '../../authProvider/useSession';

interface DeviceSelectProps {
  deviceId: number | null;
  onChange: (deviceId: number) => void;
}

const ALL = { page: 1, perPage: 1000 };
const BY_NAME = { field: 'deviceName', order: 'ASC' } as const;

/** The selected site's devices (GET device/bySite), by name; a load failure in the spec's words. */
export const DeviceSelect = ({ deviceId, onChange }: DeviceSelectProps) => {
  const translate = useTranslate();
  const site = useSelectedSite();
  const {
    data = [],
    error,
    isPending,
  } = useGetList('devices', {
    filter: { siteId: site?.id },
    pagination: ALL,
    sort: BY_NAME,
  });
  const known = data.some((device) => device.id === deviceId);
  const helper = error
    ? 'patrol.tracking.devicesFailed'
    : !isPending && data.length === 0
      ? 'patrol.tracking.noDevices'
      : null;
  return (
    <TextField
      select
      label={translate('patrol.tracking.device')}
      value={known ? deviceId : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={!!error}
      helperText={helper ? translate(helper) : undefined}
      fullWidth={false}
      sx={{ width: 300 }}
    >
      {data.map((device) => (
        <MenuItem key={device.id} value={device.id}>
          {device.deviceName}
        </MenuItem>
      ))}
    </TextField>
  );
};
