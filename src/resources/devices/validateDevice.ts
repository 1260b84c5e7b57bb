import type { RaRecord } from 'react-admin';
import { validation } from '../../../contract';
import { firstError, validateWith } from '../../common/validateWith';
import { deviceBody } from '../../dataProvider/devices';

/** The first problem of a device before saving, in the contract's words (spec part 2 §5 'Device'). */
export const deviceProblem = (values: RaRecord | Partial<RaRecord>): string | undefined =>
  firstError(validateWith(validation.deviceUpsert, deviceBody(values)));
