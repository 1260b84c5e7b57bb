import type { ActivityCsv, GeneralCsv, Report } from '../../contract/reports';
import { getJson, pathPart } from './httpClient';

/** Reports (spec part 1 §7 'Reports'): a site's CSVs and the PDF reports of a site or an area. */
export const reportMethods = {};

export type { ActivityCsv, GeneralCsv, Report };
export { getJson, pathPart };
