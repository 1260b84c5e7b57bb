import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { ChatUnread } from '../../../contract/chat';
import { session } from '../../authProvider/session';
import type { PatrolDataProvider } from '../../dataProvider';
import { unreadKey, withRow } from './useUnread';

const onVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
/** Whether the console's tab is in front (a message in a tab behind others is not read). */
const useVisible = () => useSyncExternalStore(onVisibility, () => document.visibilityState === 'visible');

/**
 * Moves the user's read marker of a site up to the newest message shown, whenever the pane is shown at the
 * bottom (in a tab in front) and a newer message is there (POST chats/read); the site list takes the server's count back.
 */
export function useMarkRead(siteId: number, newest: number | undefined, shown: boolean) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const visible = useVisible();

  useEffect(() => {
    if (!shown || !visible || newest === undefined || newest <= marked.current) return;
    marked.current = newest;
    dataProvider.markChatRead(siteId, newest).then(
      (row) =>
        queryClient.setQueryData<ChatUnread[]>(unreadKey(session.companyId() ?? undefined), (sites) =>
          withRow(sites, row),
        ),
      () => {
        marked.current = 0; // tried again with the next message or the next visit to the bottom
      },
    );
  }, [dataProvider, queryClient, siteId, newest, shown, visible]);
}
