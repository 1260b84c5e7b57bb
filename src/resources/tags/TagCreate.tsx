import { useState } from 'react';
import { CreateBase } from 'react-admin';
import type { RouteTag } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { TagForm } from './TagForm';
import { TagTitle } from './TagTitle';

/**
 * company/site/xtra/tag/new: a tag of the selected site. Picking an unallocated serial loads that tag into the
 * form (with its id), so saving updates it rather than creating another.
 */
export const TagCreate = () => {
  const site = useSelectedSite();
  const [picked, setPicked] = useState<RouteTag | null>(null);
  const onSuccess = useSavedHandler(MESSAGES.tag.saved, PATHS.tags);
  const record = picked ?? { siteId: site?.id, isPanic: false, latitude: null, longitude: null };
  return (
    <CreateBase key={picked?.id ?? 'new'} resource="tags" record={record} mutationOptions={{ onSuccess }}>
      <TagTitle isNew />
      <DetailLayout>
        <TagForm onPickUnallocated={setPicked} />
      </DetailLayout>
    </CreateBase>
  );
};
