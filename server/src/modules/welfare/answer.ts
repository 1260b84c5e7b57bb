/** The handset's welfareOk, for the dispatcher. */
export { handleWelfareOk } from './service';
