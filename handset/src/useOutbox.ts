/** The outbox as the screens use it: record an event (stored at once), counts, and sending whenever it can. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScanJudgement } from '../../contract/handset';
import { sendEvents, uploadPhoto } from './api';
import { idbStore } from './idbStore';
import { type FlushResult, Outbox, type OutgoingEvent, type Queued } from './outbox';
import type { Session } from './session';

const store = idbStore();

export function useOutbox(session: Session, onSignInNeeded: () => void) {
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [judged, setJudged] = useState<ReadonlyMap<string, ScanJudgement>>(new Map());
  const outbox = useMemo(
    () =>
      new Outbox(
        store,
        {
          send: (events) => sendEvents(sessionRef.current, events),
          upload: (photo) => uploadPhoto(sessionRef.current, photo),
        },
        (eventGuid, judgement) => setJudged((known) => new Map(known).set(eventGuid, judgement)),
      ),
    [],
  );
  const [waiting, setWaiting] = useState<Queued[]>([]);
  const [rejected, setRejected] = useState<Queued[]>([]);
  const [refused, setRefused] = useState('');
  /** Whether the stored events were read yet: until then nothing may be called sent. */
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const refresh = useCallback(async () => {
    setWaiting(await outbox.waiting());
    setRejected(await outbox.rejected());
    setReady(true);
  }, [outbox]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const result = await outbox.flush().catch((): FlushResult => ({ retryInMs: 5_000 }));
    await refresh();
    setRefused(typeof result === 'object' ? (result.refused ?? '') : '');
    if (result === 'signIn') onSignInNeeded();
    else if (typeof result === 'object') timer.current = setTimeout(flush, result.retryInMs);
  }, [outbox, refresh, onSignInNeeded]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  /** Gives the event its eventGuid and time now, stores it (with its photo, or its list of photos), then tries to send. */
  const record = useCallback(
    async (fields: { type: string } & Record<string, unknown>, photo?: Blob | Blob[]) => {
      const event = {
        ...fields,
        eventGuid: crypto.randomUUID(),
        sentAt: Math.floor(Date.now() / 1000),
      } as OutgoingEvent;
      await outbox.add(event, photo);
      await refresh();
      void flush();
      return event.eventGuid;
    },
    [outbox, refresh, flush],
  );

  /** The guard has read why the server refused an event: it leaves the phone. */
  const dismiss = useCallback(
    async (eventGuid: string) => {
      await outbox.dismiss(eventGuid);
      await refresh();
    },
    [outbox, refresh],
  );

  return { ready, waiting, rejected, refused, judged, record, dismiss };
}
