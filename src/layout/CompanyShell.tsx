import type { ReactNode } from 'react';
import { Layout, Navigate } from 'react-admin';
import { useRole, useSelectedCompany } from '../authProvider/useSession';
import { useSignOutAtExpiry } from '../authProvider/useSignOutAtExpiry';
import { LiveProvider } from '../realtime/LiveProvider';
import { PATHS } from '../routes';
import { CompanyAppBar } from './CompanyAppBar';
import { Menu } from './Menu';
import { LAYOUT_SX } from './theme';

/** The shell under /company; a sys-admin who has not selected a company goes to the companies list; without a session, sign-in takes over. */
export const CompanyShell = ({ children }: { children: ReactNode }) => {
  useSignOutAtExpiry();
  const company = useSelectedCompany();
  const role = useRole();
  if (!company) return role === 'SYS_ADMIN' ? <Navigate to={PATHS.companies} replace /> : null;
  return (
    <LiveProvider>
      <Layout appBar={CompanyAppBar} menu={Menu} sx={LAYOUT_SX}>
        {children}
      </Layout>
    </LiveProvider>
  );
};
