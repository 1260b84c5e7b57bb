import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ChatMessage } from '../../../contract/chat';
import type { PatrolDataProvider } from '../../dataProvider';
import { failureMessage } from '../../dataProvider/failureMessage';
import { chatTopic } from '../../realtime/realtimeBus';
import { type ChatBlock, oldestTime, withEarlier, withMessage, withNewest } from './chatBlock';
import { useTopic } from './useTopic';

/** The chat refreshes this often while it is scrolled to the bottom (spec part 2 §9). */
export const CHAT_REFRESH_MS = 10_000;

export const chatKey = (siteId: number) => ['chats', 'site', siteId] as const;

interface ChatOptions {
  /** Whether the list is scrolled to the bottom: only then does it refresh on its own. */
  atBottom: boolean;
  /** Told of each message that arrives live for the site and was not held yet. */
  onLive?: (message: ChatMessage) => void;
}

/**
 * A site's chat: the newest page (refreshed every 10 s while at the bottom, or on demand), earlier pages on
 * demand, live messages of the site's channel, and sent messages as the server answered them.
 */
export function useChat(siteId: number, { atBottom, onLive }: ChatOptions) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = chatKey(siteId);

  const query = useQuery({
    queryKey: key,
    queryFn: async () => withNewest(queryClient.getQueryData<ChatBlock>(key), await dataProvider.chatPage(siteId, 0)),
    refetchInterval: atBottom ? CHAT_REFRESH_MS : false,
    refetchIntervalInBackground: true,
  });

  const earlier = useMutation({
    mutationFn: () => dataProvider.chatPage(siteId, oldestTime(queryClient.getQueryData<ChatBlock>(key))),
    onSuccess: (page) => queryClient.setQueryData<ChatBlock>(key, (held) => held && withEarlier(held, page)),
    onError: (error) => notify(failureMessage(error, 'patrol.chat.loadFailed'), { type: 'error' }),
  });

  /** Adds a message to the site's chat; whether it was new to the pane. */
  const add = useCallback(
    (message: ChatMessage) => {
      let added = false;
      queryClient.setQueryData<ChatBlock>(chatKey(siteId), (held) => {
        if (!held || held.messages.some(({ id }) => id === message.id)) return held;
        added = true;
        return withMessage(held, message);
      });
      return added;
    },
    [queryClient, siteId],
  );

  useTopic(chatTopic(siteId), (event) => {
    const message = event.payload.message as ChatMessage | undefined;
    if (message?.siteId === siteId && add(message)) onLive?.(message);
  });

  return {
    block: query.data,
    failed: query.isError && !query.data,
    refresh: () => query.refetch(),
    loadEarlier: () => earlier.mutate(),
    loadingEarlier: earlier.isPending,
    add,
  };
}
