import type { RaRecord } from 'react-admin';
import { validation } from '../../../contract';
import { deviceBody } from '../../dataProvider/siteBodies';
import { firstError, validateWith } from '../validateWith';

/** The first problem of a device before saving, in the contract's words (spec part 2 §5 'Device'). */
export const deviceProblem = (values: RaRecord | Partial<RaRecord>): string | undefined =>
  firstError(validateWith(validation.deviceUpsert, deviceBody(values)));
