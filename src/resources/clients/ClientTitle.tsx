import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { PATHS } from '../../routes';

/** 'New Client' or the client's name; back goes to the Clients list. */
export const ClientTitle = () => {
  const record = useRecordContext();
  const title = record?.id ? String(record.name) : 'patrol.clients.new';
  return <PageTitle title={title} breadcrumb={<BackLink to={PATHS.clients} label="patrol.clients.title" />} />;
};
