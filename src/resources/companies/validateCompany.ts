import { z } from 'zod';
import { validation } from '../../../contract';
import { validateWith } from '../../common/validateWith';

const companyFields = z.object({
  ...validation.companyFields,
  slaThreshold: validation.slaThreshold,
  timeZone: validation.timeZone.optional(),
});

/** The contract's company rules, one message per field (spec part 1 §5), the SLA threshold (0–100) and the time zone. */
export const validateCompany = (values: Record<string, unknown>) => validateWith(companyFields, values);
