/** The site's chat both ways: the control room's messages asked for every few seconds, the guard's sent as events. */
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../contract/chat';
import { fileUrl, readChat } from './api';
import type { Record } from './Handset';
import type { Session } from './session';
import { TEXT } from './text';
import { dayTime } from './time';

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
        {messages.map((message) => {
          // This phone's own lines apart; the control room's and other guards' under their names.
          const mine = message.deviceId !== null && message.deviceId === session.device?.id;
          return (
            <li key={message.id} className={mine ? 'mine' : message.deviceId ? 'theirs guard' : 'theirs'}>
              <span className="sender">{mine ? TEXT.you : message.senderName}</span>{' '}
              <time className="time" dateTime={new Date(message.createdAt * 1000).toISOString()}>
                {dayTime(message.createdAt * 1000)}
              </time>
              <span className="text">{message.message}</span>
              {message.imageUrl && <StoredImage session={session} path={message.imageUrl} />}
            </li>
          );
        })}
        {mine
          .filter((message) => !stored.has(message.eventGuid))
          .map((message) => (
            <li key={message.eventGuid} className="mine pending">
              <span>{message.message}</span> <span className="sent waiting">{TEXT.notSentYet}</span>
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
      <label className="file">
        {TEXT.sendPhoto}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            const eventGuid = await record({ type: 'chatMessage', message: '' }, file);
            setMine((list) => [...list, { eventGuid, message: TEXT.photo }]);
          }}
        />
      </label>
    </section>
  );
}

/** A chat photo, fetched with the session's token (stored files are not public). */
function StoredImage({ session, path }: { session: Session; path: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    fileUrl(session, path)
      .then((objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [session, path]);
  return url ? <img src={url} alt={TEXT.photo} /> : <span>{TEXT.photo}</span>;
}
