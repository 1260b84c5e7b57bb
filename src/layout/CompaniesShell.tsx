import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { useSignOutAtExpiry } from '../authProvider/useSignOutAtExpiry';
import { Logo } from './Logo';
import { SignOutButton } from './SignOutButton';
import { LAYOUT_SX } from './theme';

const CompaniesAppBar = () => (
  <AppBar userMenu={false} toolbar={<SignOutButton />} sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}>
    <Box sx={{ flex: 1, pl: 2 }}>
      <Logo />
    </Box>
  </AppBar>
);

const NoSidebar = () => null;

/** The sys-admin shell of the companies pages: a logo and Sign Out. */
export const CompaniesShell = ({ children }: { children: ReactNode }) => {
  useSignOutAtExpiry();
  return (
    <Layout appBar={CompaniesAppBar} sidebar={NoSidebar} sx={LAYOUT_SX}>
      {children}
    </Layout>
  );
};
