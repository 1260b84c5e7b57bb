import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useRole } from '../authProvider/useSession';
import { PageTitle } from '../common/PageTitle';
import { landingPath } from '../routes';

/** Any path the spec does not list. */
export const NotFound = () => {
  const translate = useTranslate();
  const role = useRole();
  return (
    <Card sx={{ maxWidth: 560, mt: 4, mx: 'auto' }}>
      <CardContent>
        <PageTitle title="patrol.notFound.title" />
        <Typography sx={{ mb: 2 }}>{translate('patrol.notFound.text')}</Typography>
        <Button component={LinkBase} to={landingPath(role)} variant="outlined">
          {translate('patrol.notFound.home')}
        </Button>
      </CardContent>
    </Card>
  );
};
