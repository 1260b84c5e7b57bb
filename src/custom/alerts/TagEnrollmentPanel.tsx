import NfcIcon from '@mui/icons-material/Nfc';
import { Box, Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { LiveAlert } from '../../realtime/types';
import { PATHS } from '../../routes';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

/** A tag enrollment request's tag, and the way to the Tag Enrollment page where it is accepted or declined. */
export const TagEnrollmentPanel = ({ alert }: { alert: LiveAlert }) => {
  const translate = useTranslate();
  return (
    <DetailPanel title="patrol.alerts.dialog.tagEnrollment" defaultExpanded>
      <FieldRows
        rows={[
          ['requestedName', alert.name],
          ['serialNumber', alert.serialNumber],
        ]}
      />
      <Box sx={{ mt: 1 }}>
        <Button
          component={LinkBase}
          to={PATHS.tagEnrollment}
          variant="outlined"
          size="small"
          startIcon={<NfcIcon />}
          data-testid="open-tag-enrollment"
        >
          {translate('patrol.alerts.dialog.openTagEnrollment')}
        </Button>
      </Box>
    </DetailPanel>
  );
};
