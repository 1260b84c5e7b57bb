/**
 * The patrol on the screen: the current plan's route, its tags in order with their due times, each ticked as the
 * server judged its scan (overdue and missed ones in red), and the time left; else the next plan's route and start.
 * From GET /api/v1/handset/patrols, read again every 30 s and after each judged scan, and kept for a dead signal
 * (the view then says how old it is).
 */
import { useEffect, useState } from 'react';
import type { HandsetPatrolPlan, HandsetPatrols } from '../../contract/handsetPatrols';
import { wallText } from '../../contract/timeZone';
import { handsetPatrols } from './api';
import type { Session } from './session';
import { TEXT } from './text';
import { type Cached, keepView, readView } from './viewCache';

const T = TEXT.patrol;
const KEY = 'patrols';
const REFRESH_MS = 30_000;

const hhmm = (epochSeconds: number, zone: string) => wallText(epochSeconds, zone).slice(11, 16);

/** The plan running now, else the next to start. */
function planNow(plans: HandsetPatrolPlan[], nowSeconds: number) {
  const current = plans.find((plan) => !plan.closed && plan.startAt <= nowSeconds && nowSeconds < plan.endAt);
  const next = plans.find((plan) => plan.startAt > nowSeconds);
  return { current, next };
}

export function CurrentPatrol({ session, scansJudged }: { session: Session; scansJudged: number }) {
  const [view, setView] = useState<Cached<HandsetPatrols> | undefined>();
  const [fresh, setFresh] = useState(false);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    let live = true;
    void readView<HandsetPatrols>(KEY).then((cached) => {
      if (live && cached) setView((shown) => shown ?? cached);
    });
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when a scan of this phone was judged
  useEffect(() => {
    let live = true;
    const load = () =>
      handsetPatrols(session).then(
        (value) => {
          if (!live) return;
          const cached = { value, at: Date.now() };
          setView(cached);
          setFresh(true);
          void keepView(KEY, value, cached.at);
        },
        () => live && setFresh(false),
      );
    void load();
    const timer = setInterval(() => {
      setNow(Date.now());
      void load();
    }, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session, scansJudged]);

  if (!view) return <p className="notice">{T.notLoaded}</p>;
  const { plans, timeZone } = view.value;
  const nowSeconds = Math.floor(now / 1000);
  const { current, next } = planNow(plans, nowSeconds);
  const age = Math.floor((now - view.at) / 60_000);
  return (
    <section className="current-patrol" aria-label={T.currentPatrol}>
      {!fresh && (
        <p className="notice stale" data-testid="patrol-age">
          {T.cachedAge(age)}
        </p>
      )}
      {current ? (
        <>
          <h2>
            {current.routeName}{' '}
            <span className="time-left" data-testid="time-left">
              {hhmm(current.startAt, timeZone)}–{hhmm(current.endAt, timeZone)} ·{' '}
              {T.timeLeft(Math.ceil((current.endAt - nowSeconds) / 60))}
            </span>
          </h2>
          <ol className="route-tags">
            {current.tags.map((tag) => (
              <li
                key={`${tag.tagId}-${tag.dueAt}`}
                className={`route-tag ${tag.progress}`}
                data-serial={tag.serialNumber}
                data-progress={tag.progress}
              >
                <span className="tick" aria-hidden="true">
                  {['onTime', 'early', 'late'].includes(tag.progress) ? '✓' : tag.progress === 'notYet' ? '○' : '✗'}
                </span>{' '}
                <span className="time">{hhmm(tag.dueAt, timeZone)}</span> <strong>{tag.name}</strong>{' '}
                <span className="progress">{T.progress(tag)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="notice" data-testid="no-patrol">
          {next ? T.nextPatrol(next.routeName, hhmm(next.startAt, timeZone)) : T.noPatrol}
        </p>
      )}
    </section>
  );
}
