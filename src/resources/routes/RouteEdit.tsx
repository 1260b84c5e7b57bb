import { MESSAGES } from '../../../contract/messages';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { RouteForm } from './RouteForm';
import { RouteTitle } from './RouteTitle';

/** An existing route with its ordered tags (read with GET tagToRoute/{id} by the data provider). */
export const RouteEdit = () => (
  <RecordEdit resource="routes" listPath={PATHS.routes} saved={MESSAGES.route.saved} failed={MESSAGES.route.saveFailed}>
    <RouteTitle />
    <RouteForm />
  </RecordEdit>
);
