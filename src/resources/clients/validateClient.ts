import { z } from 'zod';
import { clientCreate } from '../../../contract/portal';
import { validateWith } from '../../common/validateWith';

const { name, emailAddress, siteIds } = clientCreate.shape;
const clientFields = z.object({ name, emailAddress, siteIds });

/** The contract's client rules: a name, an e-mail address, one site or more. */
export const validateClient = (values: Record<string, unknown>) =>
  validateWith(clientFields, { ...values, siteIds: values.siteIds ?? [] });
