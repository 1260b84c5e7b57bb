import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useSelectedCompany, useSelectedSite } from '../../authProvider/useSession';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { PATHS } from '../../routes';

/** What a controller sees instead of the new-site form: who adds sites, and the way to the sites it may read. */
export const NewSiteNotice = () => {
  const translate = useTranslate();
  const site = useSelectedSite();
  const company = useSelectedCompany();
  const selected = site && site.companyId === company?.id ? site : null;
  return (
    <>
      <PageTitle title="patrol.site.new" breadcrumb={<BackLink to={PATHS.sites} label="patrol.site.back" />} />
      <Card>
        <CardContent>
          <Typography>{translate('patrol.site.addedByAdmin')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            <Button component={LinkBase} to={PATHS.sites} variant="contained">
              {translate('patrol.site.back')}
            </Button>
            {selected && (
              <Button component={LinkBase} to={PATHS.siteXtraDetails} variant="outlined">
                {translate('patrol.site.openSelected', { name: selected.name })}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
