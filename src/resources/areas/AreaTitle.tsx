import { useRecordContext } from 'react-admin';
import { BackLink } from '../../custom/BackLink';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';

/** 'New Area' or the area's name; back goes to /company/areas (spec part 1 §2). */
export const AreaTitle = () => {
  const record = useRecordContext();
  const title = record?.id ? String(record.name) : 'patrol.areas.new';
  return <PageTitle title={title} breadcrumb={<BackLink to={PATHS.areas} label="patrol.areas.title" />} />;
};
