import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Under a second sign-in step: back to the password, signing nobody in. */
export const BackToSignIn = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Link component="button" type="button" onClick={onBack}>
        {translate('patrol.twoFactor.back')}
      </Link>
    </Box>
  );
};
