import type { RaRecord } from 'react-admin';
import { validation } from '../../../contract';
import { firstError, validateWith } from '../../common/validateWith';
import { siteBody } from '../../dataProvider/sites';

/**
 * The first problem of a site before saving (spec part 2 §5 'Site'), in the contract's words: missing fields,
 * no latitude or longitude, no polygon, then each contact's name, email address and number.
 */
export const siteProblem = (values: RaRecord | Partial<RaRecord>): string | undefined =>
  firstError(validateWith(validation.siteUpsert, siteBody(values)));
