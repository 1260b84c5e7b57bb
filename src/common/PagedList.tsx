import { List, type ListProps } from 'react-admin';
import { PAGE_SIZE } from '../../contract/constants';
import { useSelectedSite } from '../authProvider/useSession';
import { ListPagination } from './ListPagination';
import { ListState } from './ListState';

export interface PagedListProps extends Omit<ListProps, 'sort'> {
  sortField: string;
  /** The first order of `sortField`; ascending unless said. */
  order?: 'ASC' | 'DESC';
  /** The selected site's records only, the list's state remembered per site. */
  bySite?: boolean;
}

/** A failed load is shown in the list itself (ListState), not in a snackbar besides it. */
const QUERY_OPTIONS = { onError: () => undefined };

/**
 * A list of the spec's tables: pages of 10 (10/25/100), sorted, filtered and paged on the server, no bulk actions
 * or export; a skeleton while loading, and a failed load shown once, tried again, over the rows last loaded.
 */
export const PagedList = ({ sortField, order = 'ASC', bySite = false, children, ...rest }: PagedListProps) => {
  const site = useSelectedSite();
  const siteScope = bySite ? { filter: { siteId: site?.id }, storeKey: `${rest.resource}.site${site?.id}` } : {};
  return (
    <List
      title={false}
      actions={false}
      perPage={PAGE_SIZE}
      pagination={<ListPagination />}
      sort={{ field: sortField, order }}
      exporter={false}
      empty={false}
      queryOptions={QUERY_OPTIONS}
      {...siteScope}
      {...rest}
    >
      <ListState>{children}</ListState>
    </List>
  );
};
