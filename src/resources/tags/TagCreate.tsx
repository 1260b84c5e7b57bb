import { useState } from 'react';
import type { RouteTag } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { TagForm } from './TagForm';
import { TagTitle } from './TagTitle';

/**
 * company/site/xtra/tag/new: a tag of the selected site. Picking an unallocated serial loads that tag into the
 * form (with its id), so saving updates it rather than creating another.
 */
export const TagCreate = () => {
  const site = useSelectedSite();
  const [picked, setPicked] = useState<RouteTag | null>(null);
  const record = picked ?? { siteId: site?.id, isPanic: false, latitude: null, longitude: null };
  return (
    <RecordCreate
      key={picked?.id ?? 'new'}
      resource="tags"
      record={record}
      saved={MESSAGES.tag.saved}
      redirectTo={PATHS.tags}
    >
      <TagTitle isNew />
      <DetailLayout>
        <TagForm onPickUnallocated={setPicked} />
      </DetailLayout>
    </RecordCreate>
  );
};
