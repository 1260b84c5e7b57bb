import { List, type ListProps } from 'react-admin';
import { PAGE_SIZE } from '../../contract/constants';
import { ListPagination } from './ListPagination';

export interface PagedListProps extends Omit<ListProps, 'sort'> {
  sortField: string;
}

/** A list of the spec's tables: pages of 10 (10/25/100), sorted, filtered and paged on the server, no bulk actions or export. */
export const PagedList = ({ sortField, children, ...rest }: PagedListProps) => (
  <List
    title={false}
    actions={false}
    perPage={PAGE_SIZE}
    pagination={<ListPagination />}
    sort={{ field: sortField, order: 'ASC' }}
    exporter={false}
    empty={false}
    {...rest}
  >
    {children}
  </List>
);
