import { List, type ListProps } from 'react-admin';
import { PAGE_SIZE } from '../../contract/constants';
import { useSelectedSite } from '../authProvider/useSession';
import { ListPagination } from './ListPagination';

interface SiteScopedListProps extends Omit<ListProps, 'sort'> {
  resource: string;
  sortField: string;
}

/** A list of the selected site's records, paged, sorted and filtered on the server, remembered per site. */
export const SiteScopedList = ({ resource, sortField, children, ...rest }: SiteScopedListProps) => {
  const site = useSelectedSite();
  return (
    <List
      resource={resource}
      filter={{ siteId: site?.id }}
      title={false}
      actions={false}
      perPage={PAGE_SIZE}
      pagination={<ListPagination />}
      sort={{ field: sortField, order: 'ASC' }}
      exporter={false}
      empty={false}
      storeKey={`${resource}.site${site?.id}`}
      {...rest}
    >
      {children}
    </List>
  );
};
