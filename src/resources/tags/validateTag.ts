import type { RaRecord } from 'react-admin';
import { validation } from '../../../contract';
import { MESSAGES } from '../../../contract/messages';
import { firstError, validateWith } from '../../common/validateWith';
import { tagBody } from '../../dataProvider/tags';

/** The first problem of a tag before saving: the serial number first ("Serial number can't be empty"), then the rest. */
export function tagProblem(values: RaRecord | Partial<RaRecord>): string | undefined {
  const body = tagBody(values);
  if (!body.serialNumber) return MESSAGES.tag.serialNumberRequired;
  return firstError(validateWith(validation.tagUpsert, body));
}
