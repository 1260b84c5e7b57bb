import type { ReactNode } from 'react';
import { CreateButton, DataTable, type DataTableProps } from 'react-admin';
import { PagedList, type PagedListProps } from './PagedList';
import { PageTitle } from './PageTitle';

interface ListPageProps extends Omit<PagedListProps, 'children' | 'title'> {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** i18n key of the add button, which is hidden from roles that may not create. */
  addLabel: string;
  addPath: string;
  /** Where a row goes: a record's page. */
  rowClick: DataTableProps['rowClick'];
  /** The table's columns. */
  children: ReactNode;
}

/** A list screen of the spec: the title with the add button, then the paged table. */
export const ListPage = ({ resource, title, addLabel, addPath, rowClick, children, ...list }: ListPageProps) => (
  <>
    <PageTitle
      title={title}
      actions={<CreateButton resource={resource} to={addPath} label={addLabel} variant="contained" />}
    />
    <PagedList resource={resource} {...list}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </DataTable>
    </PagedList>
  </>
);
