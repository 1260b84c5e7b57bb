import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A device is activated once a handset reported its app instance id (spec part 2 §2 'Devices list'). */
export const ActivatedIndicator = ({ activated }: { activated: boolean }) => {
  const translate = useTranslate();
  const text = translate(activated ? 'patrol.devices.activated' : 'patrol.devices.notActivated');
  return (
    <Tooltip title={text}>
      {/* titleAccess names an icon; without it MUI hides the icon from assistive technology whatever its label. */}
      {activated ? (
        <CheckCircleIcon color="success" titleAccess={text} />
      ) : (
        <HighlightOffIcon color="disabled" titleAccess={text} />
      )}
    </Tooltip>
  );
};
