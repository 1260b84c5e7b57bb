import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { PATHS } from '../../routes';

/** 'New Tag' or the tag's name, with the breadcrumb back to Tags. */
export const TagTitle = ({ isNew = false }: { isNew?: boolean }) => {
  const record = useRecordContext();
  const title = !isNew && record?.id ? String(record.name) : 'patrol.tags.new';
  return (
    <PageTitle title={title} breadcrumb={<BackLink to={PATHS.tags} label="patrol.tags.title" current={title} />} />
  );
};
