import { DataTable } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { PanicIndicator } from './PanicIndicator';

/** The site's tags; 'Add a new Tag' is hidden from controllers. */
export const TagList = () => (
  <ListPage
    resource="tags"
    bySite
    sortField="name"
    title="patrol.tags.title"
    addLabel="patrol.tags.add"
    addPath={PATHS.tag('new')}
    rowClick={PATHS.tag}
  >
    <DataTable.Col source="name" label="patrol.tags.fields.name" />
    <DataTable.Col source="serialNumber" label="patrol.tags.fields.serialNumber" />
    <DataTable.Col
      source="isPanic"
      label="patrol.tags.fields.isPanic"
      render={(record) => (record.isPanic ? <PanicIndicator /> : null)}
    />
  </ListPage>
);
