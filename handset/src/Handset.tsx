/** The activated handset: what waits to send, then patrol (scan, panic, please call me), clock, incident and chat. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HANDSET_ALERTS_POLL_MS } from '../../contract/constants';
import type { HandsetAlertsAnswer } from '../../contract/handset';
import { Alarm, type RaisedAlarm } from './Alarm';
import { alarmState, awaitsAnswer } from './alarmState';
import { readAlerts } from './api';
import { Chat } from './Chat';
import { Clock } from './Clock';
import { Incident } from './Incident';
import { Patrol } from './Patrol';
import { battery, currentPosition, lastPosition, watchPosition } from './position';
import type { Session } from './session';
import { TEXT } from './text';
import { useOutbox } from './useOutbox';
import { WelfareCheck } from './WelfareCheck';
import { waitingCount } from './waitingCount';

const LOCATION_EVERY_MS = 60_000;
/** The control room's number, kept for when there is no signal. */
const NUMBER_KEY = 'patrol-handset-control-room';
type Tab = keyof typeof TEXT.tabs;

export type Record = ReturnType<typeof useOutbox>['record'];

export function Handset(props: { session: Session; onSignInNeeded: () => void; onSignOut: () => void }) {
  const { session } = props;
  const { ready, waiting, rejected, refused, judged, record, dismiss } = useOutbox(session, props.onSignInNeeded);
  const [tab, setTab] = useState<Tab>('patrol');
  const [online, setOnline] = useState(navigator.onLine);
  const count = waitingCount(waiting);
  const [status, setStatus] = useState<HandsetAlertsAnswer | null>(null);
  const [alarm, setAlarm] = useState<RaisedAlarm | null>(null);
  const [storedAt, setStoredAt] = useState<number>();
  const controlRoomNumber = status?.controlRoomNumber || localStorage.getItem(NUMBER_KEY) || '';

  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** Asks the server for the answers to this phone's alerts and the guard's duty (nothing changes without signal). */
  const refreshStatus = useCallback(async () => {
    try {
      const answer = await readAlerts(sessionRef.current);
      if (answer.controlRoomNumber) localStorage.setItem(NUMBER_KEY, answer.controlRoomNumber);
      setStatus(answer);
    } catch {
      // No signal: the screen keeps what it knew.
    }
  }, []);

  const queued = alarm ? waiting.some((item) => item.event.eventGuid === alarm.eventGuid) : false;
  const refusedAlarm = alarm && rejected.find((item) => item.event.eventGuid === alarm.eventGuid)?.rejected;
  useEffect(() => {
    if (alarm && !queued && !refusedAlarm && storedAt === undefined) setStoredAt(Date.now());
  }, [alarm, queued, refusedAlarm, storedAt]);
  const state = alarm
    ? alarmState({
        queued,
        refused: refusedAlarm || undefined,
        online,
        storedAt,
        server: status?.alerts.find((one) => one.eventGuid === alarm.eventGuid),
      })
    : null;
  const polling = state !== null && awaitsAnswer(state);

  // On opening, on each tab, whenever the outbox changes (a clock stored, a panic taken) and when the signal returns.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on each of these changes
  useEffect(() => {
    void refreshStatus();
  }, [refreshStatus, tab, waiting.length, rejected.length, online]);
  useEffect(() => {
    if (!polling) return;
    const every = setInterval(refreshStatus, HANDSET_ALERTS_POLL_MS);
    return () => clearInterval(every);
  }, [polling, refreshStatus]);

  const raised = useCallback((next: RaisedAlarm) => {
    setStoredAt(undefined);
    setAlarm(next);
  }, []);

  useEffect(() => {
    watchPosition();
    const report = async () => {
      const where = lastPosition() ?? (await currentPosition());
      if (where) await record({ type: 'deviceLocation', latitude: where.latitude, longitude: where.longitude });
      const power = await battery();
      if (power) await record({ type: 'deviceStatus', ...power });
    };
    const first = setTimeout(report, 2_000);
    const every = setInterval(report, LOCATION_EVERY_MS);
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [record]);

  return (
    <div className="app">
      <header>
        <div>
          <strong>{session.device?.deviceName}</strong> · {session.device?.siteName}
          <div className="who">{session.guardName}</div>
        </div>
        <button type="button" className="link" onClick={props.onSignOut}>
          {TEXT.signOut}
        </button>
      </header>
      <output className={waiting.length ? 'status waiting' : 'status'} aria-live="polite" data-testid="outbox">
        {count.guard ? TEXT.waiting(count.guard) : TEXT.allSent}
        {!online && ` · ${TEXT.offline}`}
      </output>
      {count.reports > 0 && (
        <p className="reports" data-testid="reports">
          {TEXT.reportsWaiting(count.reports)}
        </p>
      )}
      {refused && (
        <p className="error" role="alert">
          {refused}
        </p>
      )}
      {rejected.length > 0 && (
        <section className="rejected" aria-label={TEXT.rejected}>
          <h2>{TEXT.rejected}</h2>
          <ul>
            {rejected.map((item) => (
              <li key={item.event.eventGuid}>
                {TEXT.eventKind(item.event.type)}: {item.rejected || TEXT.rejectedFallback}{' '}
                <button type="button" className="link" onClick={() => void dismiss(item.event.eventGuid)}>
                  {TEXT.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {alarm && state && (
        <Alarm
          alarm={alarm}
          state={state}
          controlRoomNumber={controlRoomNumber}
          guardName={session.guardName}
          siteName={session.device?.siteName ?? ''}
          onClose={() => setAlarm(null)}
        />
      )}
      <nav className="tabs">
        {(Object.keys(TEXT.tabs) as Tab[]).map((name) => (
          <button key={name} type="button" aria-pressed={tab === name} onClick={() => setTab(name)}>
            {TEXT.tabs[name]}
          </button>
        ))}
      </nav>
      <main>
        <WelfareCheck session={session} record={record} />
        {tab === 'patrol' && (
          <Patrol session={session} record={record} waiting={waiting} judged={judged} onRaised={raised} />
        )}
        {tab === 'clock' && (
          <Clock
            record={record}
            onDutySince={status ? status.onDutySince : undefined}
            waiting={waiting}
            rejected={rejected}
          />
        )}
        {tab === 'incident' && <Incident record={record} ready={ready} waiting={waiting} rejected={rejected} />}
        {tab === 'chat' && <Chat session={session} record={record} />}
      </main>
    </div>
  );
}
