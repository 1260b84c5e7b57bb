import ReportIcon from '@mui/icons-material/Report';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Marks a panic tag, with the tooltip 'This is a panic tag.'. */
export const PanicIndicator = () => {
  const translate = useTranslate();
  const text = translate('patrol.tags.panic');
  return (
    <Tooltip title={text}>
      <ReportIcon color="error" aria-label={text} role="img" />
    </Tooltip>
  );
};
