import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';

/** A route of the spec whose screen is not built yet: its title and a plain statement, nothing pretended. */
export const LaterPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={title} />
      <Card>
        <CardContent>
          <Typography color="text.secondary">{translate('patrol.later.text')}</Typography>
        </CardContent>
      </Card>
    </>
  );
};
