import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

interface DownloadButtonProps {
  /** i18n keys of the button's words and of what its files hold. */
  label: string;
  hint: string;
  /** This button's download is in flight. */
  busy: boolean;
  /** A download is in flight: none other starts meanwhile. */
  disabled: boolean;
  onClick: () => void;
}

/** Download General Report or Download Activity Report; a spinner while its files are being made. */
export const DownloadButton = ({ label, hint, busy, disabled, onClick }: DownloadButtonProps) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(hint)} describeChild>
      <span>
        <Button
          variant="contained"
          onClick={onClick}
          disabled={disabled}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
        >
          {translate(label)}
        </Button>
      </span>
    </Tooltip>
  );
};
