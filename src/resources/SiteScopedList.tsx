import { useSelectedSite } from '../authProvider/useSession';
import { PagedList, type PagedListProps } from './PagedList';

/** A list of the selected site's records, remembered per site. */
export const SiteScopedList = ({ resource, ...rest }: PagedListProps & { resource: string }) => {
  const site = useSelectedSite();
  return (
    <PagedList resource={resource} filter={{ siteId: site?.id }} storeKey={`${resource}.site${site?.id}`} {...rest} />
  );
};
