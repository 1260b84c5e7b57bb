import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { PATHS } from '../../routes';

/** 'New Area' or the area's name; back goes to /company/areas (spec part 1 §2). */
export const AreaTitle = () => {
  const record = useRecordContext();
  const title = record?.id ? String(record.name) : 'patrol.areas.new';
  return <PageTitle title={title} breadcrumb={<BackLink to={PATHS.areas} label="patrol.areas.title" />} />;
};
