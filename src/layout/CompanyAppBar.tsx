import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar, LinkBase, useTranslate } from 'react-admin';
import { useRole, useSelectedCompany } from '../authProvider/useSession';
import { PATHS } from '../routes';
import { LiveHeader } from './LiveHeader';
import { SignOutButton } from './SignOutButton';
import { UserLabel } from './UserLabel';

const BackToCompanies = () => {
  const translate = useTranslate();
  const label = translate('patrol.header.backToCompanies');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={LinkBase} to={PATHS.companies} aria-label={label}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
};

/** Header of the company shell: back (sys-admin), company name, live counters, connection and mute, the user and Sign Out. */
export const CompanyAppBar = () => {
  const role = useRole();
  const company = useSelectedCompany();
  return (
    // Always on: the counters, the connection state and the alarm stay in view on a long page (never hidden on scroll).
    <AppBar
      alwaysOn
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LiveHeader />
          <UserLabel />
          <SignOutButton />
        </Box>
      }
    >
      {role === 'SYS_ADMIN' && <BackToCompanies />}
      <Typography
        variant="h6"
        component="h1"
        sx={{
          flex: 1,
          ml: 1,
          minWidth: 0,
          overflow: 'hidden',
          // One line at any width: a long name ends in '…' (whole on hover) rather than wrapping the header.
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          lineHeight: 1.2,
          fontSize: { xs: '1rem', lg: '1.25rem' },
        }}
        title={company?.name}
        data-testid="company-name"
      >
        {company?.name}
      </Typography>
    </AppBar>
  );
};
