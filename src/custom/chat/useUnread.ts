import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ChatMessage, ChatUnread } from '../../../contract/chat';
import { useCurrentEmployee } from '../../authProvider/useSession';
import type { PatrolDataProvider } from '../../dataProvider';
import { chatTopic } from '../../realtime/realtimeBus';
import { CHAT_REFRESH_MS } from './useChat';
import { useTopic } from './useTopic';

export const unreadKey = (companyId: number | undefined) => ['chats', 'unread', companyId ?? null] as const;

/** The open site, and whether it had unread messages when it was opened. */
export interface OpenSite {
  siteId: number;
  hadUnread: boolean;
}

/**
 * Sites with unread messages first, then by name (spec part 2 §2). The open site shows no count (its pane shows
 * what is new) but keeps its place as it was opened, so a click never sends the site away under the pointer.
 */
export function sortSites(sites: ChatUnread[], open: OpenSite | null): ChatUnread[] {
  const unread = (site: ChatUnread) => Number(site.siteId === open?.siteId ? open.hadUnread : site.unread > 0);
  return [...sites]
    .sort((a, b) => unread(b) - unread(a) || a.siteName.localeCompare(b.siteName, 'en'))
    .map((site) => (site.siteId === open?.siteId ? { ...site, unread: 0 } : site));
}

/** One site's row of the list, as the server answered it after a read. */
export const withRow = (sites: ChatUnread[] | undefined, row: ChatUnread) =>
  sites?.map((site) => (site.siteId === row.siteId ? row : site));

const withLive = (sites: ChatUnread[] | undefined, message: ChatMessage) =>
  sites?.map((site) =>
    site.siteId === message.siteId ? { ...site, unread: site.unread + 1, lastMessageAt: message.createdAt } : site,
  );

/**
 * The company's sites with the user's unread counts, kept by the server and re-read every 10 s. A message
 * that arrives live for a site other than the open one raises that site's count at once; the open site
 * shows none (its pane shows what is new, and marks it read).
 */
export function useUnread(companyId: number | undefined, open: OpenSite | null) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const me = useCurrentEmployee()?.id;
  const { data, isPending, isError } = useQuery({
    queryKey: unreadKey(companyId),
    queryFn: () => dataProvider.chatUnread(companyId),
    refetchInterval: CHAT_REFRESH_MS,
  });

  const onLive = useCallback(
    (message: ChatMessage) => {
      if (message.siteId === open?.siteId || (me !== undefined && message.userId === me)) return;
      queryClient.setQueryData<ChatUnread[]>(unreadKey(companyId), (sites) => withLive(sites, message));
    },
    [queryClient, companyId, open?.siteId, me],
  );
  useTopic(chatTopic(), (event) => {
    const message = event.payload.message as ChatMessage | undefined;
    if (message) onLive(message);
  });

  const sites = useMemo(() => sortSites(data ?? [], open), [data, open]);
  return { sites, loading: isPending, failed: isError && !data };
}
