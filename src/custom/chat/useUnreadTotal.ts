import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { chatTopic } from '../../realtime/realtimeBus';
import { CHAT_REFRESH_MS } from './useChat';
import { useTopic } from './useTopic';
import { unreadKey } from './useUnread';

/**
 * The signed-in user's unread chat messages over every site of the company, for the sidebar: the counts the Chats
 * page reads (one query, shared), read again at once when a message arrives anywhere and every 10 s. Undefined
 * while unknown (a sys-admin, who has no chats, never asks).
 */
export function useUnreadTotal(
  companyId: number | undefined,
  enabled: boolean,
  onChatPage: boolean,
): number | undefined {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: unreadKey(companyId),
    queryFn: () => dataProvider.chatUnread(companyId),
    refetchInterval: CHAT_REFRESH_MS,
    enabled,
  });
  // On the Chats page the page itself keeps the counts live (it knows the open site); elsewhere a message reads
  // them again.
  useTopic(enabled && !onChatPage ? chatTopic() : null, () => {
    void queryClient.invalidateQueries({ queryKey: unreadKey(companyId) });
  });
  return data?.reduce((total, site) => total + site.unread, 0);
}
