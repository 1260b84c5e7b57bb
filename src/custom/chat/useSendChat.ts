import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ChatMessage } from '../../../contract/chat';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { useCurrentEmployee } from '../../authProvider/useSession';
import type { PatrolDataProvider } from '../../dataProvider';
import { failureMessage } from '../../dataProvider/failureMessage';
import type { ChatBlock } from './chatBlock';

/** A text on its way to the server, shown as 'sent now ...' until the server has it. */
export interface PendingMessage {
  key: number;
  message: string;
  /** The largest message id held when it was sent: the stored one comes after it. */
  afterId: number;
}

/** The chat a send goes to: what it holds, and how a stored message is added. */
interface ChatOf {
  block: ChatBlock | undefined;
  add: (message: ChatMessage) => unknown;
}

let nextKey = 1;

/**
 * Sending to a site's chat: a text (refused on the spot when empty), or an image, which is uploaded first and
 * then posted as a message with empty text and the image's URL (spec part 2 §4). `add` takes the stored message.
 */
export function useSendChat(siteId: number, { block, add }: ChatOf) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const me = useCurrentEmployee()?.id;
  const notify = useNotify();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  /** Sends a text; whether the server took it. */
  async function sendText(text: string): Promise<boolean> {
    const message = text.trim();
    if (message === '') {
      notify(MESSAGES.chat.emptyMessage, { type: 'warning' });
      return false;
    }
    const item = { key: nextKey++, message, afterId: Math.max(0, ...(block?.messages ?? []).map(({ id }) => id)) };
    setPending((list) => [...list, item]);
    try {
      add(await dataProvider.sendChat({ siteId, message }));
      return true;
    } catch (error) {
      notify(failureMessage(error, 'patrol.chat.textFailed'), { type: 'error' });
      return false;
    } finally {
      setPending((list) => list.filter(({ key }) => key !== item.key));
    }
  }

  const image = useMutation({
    mutationFn: async (file: File) => {
      let imageUrl: string;
      try {
        imageUrl = await dataProvider.uploadChatImage(file, session.companyId() ?? undefined);
      } catch (error) {
        throw new Error(failureMessage(error, 'patrol.chat.uploadFailed'));
      }
      try {
        return await dataProvider.sendChat({ siteId, message: '', imageUrl });
      } catch (error) {
        throw new Error(failureMessage(error, 'patrol.chat.postFailed'));
      }
    },
    onSuccess: (message) => {
      add(message);
      notify('patrol.chat.sent', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  /** Uploads and posts an image; `done` runs once the message is stored. */
  const sendImage = (file: File, done: () => void) => image.mutate(file, { onSuccess: done });

  /** A text whose stored message came live before the answer is not shown twice. */
  const stored = (item: PendingMessage) =>
    block?.messages.some(({ id, userId, message }) => id > item.afterId && userId === me && message === item.message);
  return { pending: pending.filter((item) => !stored(item)), sendText, sendImage, sendingImage: image.isPending };
}
