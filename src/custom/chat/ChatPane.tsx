import { Card } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../contract/chat';
import { useCurrentEmployee } from '../../authProvider/useSession';
import { ChatHeader } from './ChatHeader';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { MessageList } from './MessageList';
import { SendBar } from './SendBar';
import { SendImageDialog } from './SendImageDialog';
import { useChat } from './useChat';
import { useMarkRead } from './useMarkRead';
import { useSendChat } from './useSendChat';
import { useKeepPlace, useStayOnResize, useStickToBottom } from './useStickToBottom';

interface ChatPaneProps {
  siteId: number;
  siteName: string;
}

/**
 * One site's chat (spec part 2 §2, §4): header, messages, the send bar and its dialogs. Messages that arrive
 * while the list is scrolled up are counted on the scroll-to-bottom button; shown at the bottom, they are read.
 */
export const ChatPane = ({ siteId, siteName }: ChatPaneProps) => {
  const employee = useCurrentEmployee();
  const listRef = useRef<HTMLDivElement>(null);
  const [unseen, setUnseen] = useState(0);
  const [attaching, setAttaching] = useState(false);
  const [previewed, setPreviewed] = useState<ChatMessage | null>(null);
  const stick = useStickToBottom(listRef);
  const { stuck } = stick;

  const onLive = useCallback(
    (message: ChatMessage) => {
      if (!stuck.current && message.userId !== employee?.id) setUnseen((count) => count + 1);
    },
    [stuck, employee?.id],
  );
  const chat = useChat(siteId, { atBottom: stick.atBottom, onLive });
  const send = useSendChat(siteId, chat);
  const messages = chat.block?.messages;
  useStayOnResize(listRef, stuck);
  useKeepPlace(listRef, stuck, messages?.[0]?.id, `${messages?.at(-1)?.id}:${send.pending.length}`);

  useEffect(() => {
    if (stick.atBottom) setUnseen(0);
  }, [stick.atBottom]);
  useMarkRead(siteId, messages?.at(-1)?.createdAt, stick.atBottom && chat.block !== undefined);

  /** What the user sends is what the user wants to see: the list goes to the bottom. */
  const sendText = (text: string) => {
    if (text.trim() !== '') stick.scrollToBottom();
    return send.sendText(text);
  };
  const me = { id: employee?.id, name: employee ? `${employee.name} ${employee.surname}` : '' };
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ChatHeader siteName={siteName} unseen={unseen} onRefresh={chat.refresh} onToBottom={stick.scrollToBottom} />
      <MessageList
        listRef={listRef}
        onScroll={stick.onScroll}
        siteName={siteName}
        block={chat.block}
        failed={chat.failed}
        pending={send.pending}
        me={me}
        loadingEarlier={chat.loadingEarlier}
        onLoadEarlier={chat.loadEarlier}
        onOpenImage={setPreviewed}
      />
      <SendBar onSend={sendText} onAttach={() => setAttaching(true)} />
      <SendImageDialog
        open={attaching}
        siteName={siteName}
        sending={send.sendingImage}
        onSend={send.sendImage}
        onClose={() => setAttaching(false)}
      />
      <ImagePreviewDialog message={previewed} onClose={() => setPreviewed(null)} />
    </Card>
  );
};
