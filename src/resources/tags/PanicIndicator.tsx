import ReportIcon from '@mui/icons-material/Report';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Marks a panic tag, with the tooltip 'This is a panic tag.'. */
export const PanicIndicator = () => {
  const translate = useTranslate();
  const text = translate('patrol.tags.panic');
  return (
    <Tooltip title={text}>
      {/* titleAccess names the icon; without it MUI hides an icon from assistive technology whatever its label. */}
      <ReportIcon color="error" titleAccess={text} />
    </Tooltip>
  );
};
