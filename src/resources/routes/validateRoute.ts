import type { RaRecord } from 'react-admin';
import { validation } from '../../../contract';
import { firstError, validateWith } from '../../common/validateWith';
import { routeBody } from '../../dataProvider/routes';

/** The first problem of a route before saving: 'Missing data' for a blank name or an unplaced tag, then the rest. */
export const routeProblem = (values: RaRecord | Partial<RaRecord>): string | undefined =>
  firstError(validateWith(validation.routeUpsert, routeBody(values)));
