import { CreateButton, DataTable, type Identifier } from 'react-admin';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { SiteScopedList } from '../SiteScopedList';
import { PanicIndicator } from './PanicIndicator';

const openTag = (id: Identifier) => PATHS.tag(id);

/** The site's tags; 'Add a new Tag' is hidden from controllers. */
export const TagList = () => {
  return (
    <>
      <PageTitle
        title="patrol.tags.title"
        actions={<CreateButton resource="tags" to={PATHS.tag('new')} label="patrol.tags.add" variant="contained" />}
      />
      <SiteScopedList resource="tags" sortField="name">
        <DataTable rowClick={openTag} bulkActionButtons={false}>
          <DataTable.Col source="name" label="patrol.tags.fields.name" />
          <DataTable.Col source="serialNumber" label="patrol.tags.fields.serialNumber" />
          <DataTable.Col
            source="isPanic"
            label="patrol.tags.fields.isPanic"
            render={(record) => (record.isPanic ? <PanicIndicator /> : null)}
          />
        </DataTable>
      </SiteScopedList>
    </>
  );
};
