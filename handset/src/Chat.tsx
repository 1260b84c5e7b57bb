/** The site's chat both ways: the control room's messages asked for every few seconds, the guard's sent as events. */
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../contract/chat';
import { readChat } from './api';
import type { Record } from './Handset';
import type { Session } from './session';
import { TEXT } from './text';

const POLL_MS = 5_000;

export function Chat({ session, record }: { session: Session; record: Record }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mine, setMine] = useState<{ eventGuid: string; message: string }[]>([]);
  const lastId = useRef<number | undefined>(undefined);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        for (;;) {
          const page = await readChat(session, lastId.current);
          if (stopped || !page.messages.length) break;
          lastId.current = page.messages[page.messages.length - 1].id;
          setMessages((list) => [...list, ...page.messages]);
          if (!page.hasMore) break;
        }
      } catch {
        // No signal: asked again at the next poll.
      }
    };
    void poll();
    const every = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(every);
    };
  }, [session]);

  const stored = new Set(messages.map((message) => message.eventGuid));
  return (
    <section className="chat">
      <ul aria-label={TEXT.tabs.chat}>
        {messages.map((message) => (
          <li key={message.id} className={message.deviceId ? 'mine' : 'theirs'}>
            <span className="sender">{message.senderName}</span>
            <span>{message.message}</span>
            {message.imageUrl && <img src={message.imageUrl} alt="" />}
          </li>
        ))}
        {mine
          .filter((message) => !stored.has(message.eventGuid))
          .map((message) => (
            <li key={message.eventGuid} className="mine pending">
              <span>{message.message}</span> ⏳
            </li>
          ))}
      </ul>
      <form
        className="inline"
        onSubmit={async (event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem('message') as HTMLInputElement;
          const message = input.value.trim();
          if (!message) return;
          input.value = '';
          const eventGuid = await record({ type: 'chatMessage', message });
          setMine((list) => [...list, { eventGuid, message }]);
        }}
      >
        <input name="message" aria-label={TEXT.chatMessage} placeholder={TEXT.chatMessage} autoComplete="off" />
        <button type="submit">{TEXT.send}</button>
      </form>
    </section>
  );
}
