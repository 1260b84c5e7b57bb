import HistoryIcon from '@mui/icons-material/History';
import { Button, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { PATHS } from '../../../routes';

/** The alerts page's way to the alert history: what was answered can be found again there. */
export const HistoryLink = () => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('patrol.alertHistory.openHint')} describeChild>
      <Button component={LinkBase} to={PATHS.alertHistory} startIcon={<HistoryIcon />} size="small">
        {translate('patrol.alertHistory.open')}
      </Button>
    </Tooltip>
  );
};
