import { CreateButton, DataTable, type Identifier, List } from 'react-admin';
import { PAGE_SIZE } from '../../../contract/constants';
import { useSelectedSite } from '../../authProvider/useSession';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { ListPagination } from '../ListPagination';
import { PanicIndicator } from './PanicIndicator';

const openTag = (id: Identifier) => PATHS.tag(id);

/** The site's tags; 'Add a new Tag' is hidden from controllers. */
export const TagList = () => {
  const site = useSelectedSite();
  return (
    <>
      <PageTitle
        title="patrol.tags.title"
        actions={<CreateButton resource="tags" to={PATHS.tag('new')} label="patrol.tags.add" variant="contained" />}
      />
      <List
        resource="tags"
        filter={{ siteId: site?.id }}
        title={false}
        actions={false}
        perPage={PAGE_SIZE}
        pagination={<ListPagination />}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        empty={false}
        storeKey={`tags.site${site?.id}`}
      >
        <DataTable rowClick={openTag} bulkActionButtons={false}>
          <DataTable.Col source="name" label="patrol.tags.fields.name" />
          <DataTable.Col source="serialNumber" label="patrol.tags.fields.serialNumber" />
          <DataTable.Col
            source="isPanic"
            label="patrol.tags.fields.isPanic"
            render={(record) => (record.isPanic ? <PanicIndicator /> : null)}
          />
        </DataTable>
      </List>
    </>
  );
};
