import { Route } from 'react-router';
import { RoleRoute } from '../common/RoleRoute';
import { type ConsoleRoute, type Frame, ROUTES } from '.';

const guarded = ({ element, access }: ConsoleRoute) =>
  access ? (
    <RoleRoute resource={access.resource} action={access.action}>
      {element}
    </RoleRoute>
  ) : (
    element
  );

/** The routes table's routes of one frame, as react-router routes behind their access checks. */
export const routesIn = (frame: Frame) =>
  Object.values<ConsoleRoute>(ROUTES)
    .filter((route) => route.element && route.frame === frame)
    .map((route) => <Route key={route.path} path={route.path} element={guarded(route)} />);
