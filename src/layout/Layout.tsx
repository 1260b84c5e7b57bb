import type { ReactNode } from 'react';
import { useLocation } from 'react-admin';
import { useSelectedCompany } from '../authProvider/useSession';
import { PATHS } from '../routes';
import { CompaniesShell } from './CompaniesShell';
import { CompanyShell } from './CompanyShell';

/**
 * The company shell under /company, and on My account while a company is selected (a company user's, or a
 * sys-admin's inside a company): every such page carries the live header and the alarm. The sys-admin shell on
 * the companies pages and elsewhere.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const company = useSelectedCompany();
  const inCompany = pathname.startsWith('/company/') || (pathname === PATHS.account && !!company);
  return inCompany ? <CompanyShell>{children}</CompanyShell> : <CompaniesShell>{children}</CompaniesShell>;
};
