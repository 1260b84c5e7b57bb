import { z } from 'zod';
import { validation } from '../../../contract';
import { validateWith } from '../../common/validateWith';

const areaFields = z.object(validation.areaUpsert.shape);

/** The contract's area rules (spec part 1 §5). */
export const validateArea = (values: Record<string, unknown>) =>
  validateWith(areaFields, { ...values, shouldReceiveReports: !!values.shouldReceiveReports });
