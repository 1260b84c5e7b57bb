import { Route } from 'react-router';
import { RoleRoute } from '../custom/RoleRoute';
import { PATHS } from '../paths';
import { LaterPage } from './lazyPages';

interface LaterRoute {
  path: string;
  title: string;
  /** The canAccess resource that guards the route, when it is limited to some roles. */
  resource?: string;
}

/** Spec routes whose screens come in later releases; each resolves to an honest placeholder. */
const LATER: LaterRoute[] = [
  { path: PATHS.chats, title: 'patrol.menu.chats', resource: 'chats' },
  { path: PATHS.reports, title: 'patrol.menu.reports' },
  { path: PATHS.dashboard, title: 'patrol.menu.dashboard' },
  { path: PATHS.attendance, title: 'patrol.menu.attendance' },
  { path: PATHS.tagEnrollment, title: 'patrol.menu.tag-enrollment', resource: 'tag-enrollment' },
];

export const laterRoutes = LATER.map(({ path, title, resource }) => (
  <Route
    key={path}
    path={path}
    element={
      resource ? (
        <RoleRoute resource={resource}>
          <LaterPage title={title} />
        </RoleRoute>
      ) : (
        <LaterPage title={title} />
      )
    }
  />
));
