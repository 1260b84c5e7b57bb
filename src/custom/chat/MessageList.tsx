import { Box } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../../contract/chat';
import type { ChatBlock } from './chatBlock';
import { ListStart } from './ListStart';
import { Bubble, MessageItem, MessageText } from './MessageItem';
import type { PendingMessage } from './useSendChat';

interface MessageListProps {
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  siteName: string;
  block: ChatBlock | undefined;
  failed: boolean;
  pending: PendingMessage[];
  me: { id?: number; name: string };
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onOpenImage: (message: ChatMessage) => void;
}

/** The scrolled list of a site's messages, oldest at the top, then the texts still on their way. */
export const MessageList = ({
  listRef,
  onScroll,
  siteName,
  block,
  failed,
  pending,
  me,
  ...actions
}: MessageListProps) => {
  const translate = useTranslate();
  return (
    <Box ref={listRef} onScroll={onScroll} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pb: 1 }}>
      <ListStart
        block={block}
        failed={failed}
        loadingEarlier={actions.loadingEarlier}
        onLoadEarlier={actions.onLoadEarlier}
      />
      <Box
        component="ol"
        aria-label={translate('patrol.chat.messages', { site: siteName })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {block?.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            own={me.id !== undefined && message.userId === me.id}
            onOpenImage={actions.onOpenImage}
          />
        ))}
        {pending.map((item) => (
          <Bubble key={`pending-${item.key}`} own sender={me.name} time={translate('patrol.chat.sentNow')} faded>
            <MessageText text={item.message} />
          </Bubble>
        ))}
      </Box>
    </Box>
  );
};
