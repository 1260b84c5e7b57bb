/** The activated handset: what waits to send, then patrol (scan, panic, please call me), clock and chat. */
import { useEffect, useState } from 'react';
import { Chat } from './Chat';
import { Clock } from './Clock';
import { Patrol } from './Patrol';
import { battery, currentPosition, lastPosition, watchPosition } from './position';
import type { Session } from './session';
import { TEXT } from './text';
import { useOutbox } from './useOutbox';
import { WelfareCheck } from './WelfareCheck';
import { waitingCount } from './waitingCount';

const LOCATION_EVERY_MS = 60_000;
type Tab = keyof typeof TEXT.tabs;

export type Record = ReturnType<typeof useOutbox>['record'];

export function Handset(props: { session: Session; onSignInNeeded: () => void; onSignOut: () => void }) {
  const { session } = props;
  const { waiting, rejected, refused, judged, record } = useOutbox(session, props.onSignInNeeded);
  const [tab, setTab] = useState<Tab>('patrol');
  const [online, setOnline] = useState(navigator.onLine);
  const count = waitingCount(waiting);

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
                {item.event.type}: {item.rejected}
              </li>
            ))}
          </ul>
        </section>
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
        {tab === 'patrol' && <Patrol session={session} record={record} waiting={waiting} judged={judged} />}
        {tab === 'clock' && <Clock record={record} />}
        {tab === 'chat' && <Chat session={session} record={record} />}
      </main>
    </div>
  );
}
