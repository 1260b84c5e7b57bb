import type { ReactNode } from 'react';
import { useLocation } from 'react-admin';
import { CompaniesShell } from './CompaniesShell';
import { CompanyShell } from './CompanyShell';

/** The company shell under /company; the sys-admin shell on the companies pages and elsewhere. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return pathname.startsWith('/company/') ? (
    <CompanyShell>{children}</CompanyShell>
  ) : (
    <CompaniesShell>{children}</CompaniesShell>
  );
};
