import { Pagination } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../contract/constants';

/** Pages of 10, 25 or 100 (spec part 1 §9). */
export const ListPagination = () => <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />;
