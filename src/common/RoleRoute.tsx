import type { ReactNode } from 'react';
import { CanAccess, Navigate } from 'react-admin';
import { PATHS } from '../routes';

interface RoleRouteProps {
  resource: string;
  action?: string;
  children: ReactNode;
}

/** A signed-in user whose role may not use a route is sent to company/sites (spec part 1 §2). */
export const RoleRoute = ({ resource, action = 'list', children }: RoleRouteProps) => (
  <CanAccess resource={resource} action={action} accessDenied={<Navigate to={PATHS.sites} replace />}>
    {children}
  </CanAccess>
);

/** react-admin's access-denied page: the same rule for its own resource pages. */
export const ToSites = () => <Navigate to={PATHS.sites} replace />;
