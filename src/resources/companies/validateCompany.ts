import { z } from 'zod';
import { validation } from '../../../contract';
import { validateWith } from '../../common/validateWith';

const companyFields = z.object({ ...validation.companyFields, slaThreshold: validation.slaThreshold });

/** The contract's company rules, one message per field (spec part 1 §5), and the SLA threshold (0–100). */
export const validateCompany = (values: Record<string, unknown>) => validateWith(companyFields, values);
