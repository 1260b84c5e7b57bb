import { Pagination, useListContext } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../contract/constants';

/** Pages of 10, 25 or 100 (spec part 1 §9); none while a failed list has no rows to page through. */
export const ListPagination = () => {
  const { error, data } = useListContext();
  if (error && !data?.length) return null;
  return <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />;
};
