import { useRecordContext } from 'react-admin';
import { BackLink } from '../../custom/BackLink';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';

/** 'New Tag' or the tag's name, with the breadcrumb back to Tags. */
export const TagTitle = ({ isNew = false }: { isNew?: boolean }) => {
  const record = useRecordContext();
  const title = !isNew && record?.id ? String(record.name) : 'patrol.tags.new';
  return (
    <PageTitle title={title} breadcrumb={<BackLink to={PATHS.tags} label="patrol.tags.title" current={title} />} />
  );
};
