/**
 * The welfare check: while the guard is on duty at a site with checks on, the phone asks 'Are you OK?' when a check
 * falls due (the server's schedule, GET /api/v1/handset/welfare, kept for a dead signal) with sound and vibration;
 * 'I'm OK' records a welfareOk through the outbox, so it is sent when there is signal and counts by when it was
 * pressed. A browser only runs this while the app is open: see docs/handset-api.md.
 */
import { useEffect, useRef, useState } from 'react';
import type { HandsetWelfare } from '../../contract/welfare';
import { handsetWelfare } from './api';
import type { Record } from './Handset';
import type { Session } from './session';
import { TEXT } from './text';
import { keepView, readView } from './viewCache';

const T = TEXT.welfare;
const KEY = 'welfare';
const REFRESH_MS = 60_000;
const TICK_MS = 5_000;

function beep() {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    tone.frequency.value = 880;
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.6);
  } catch {
    // No audio until the page was touched: the vibration and the screen still ask.
  }
}

export function WelfareCheck({ session, record }: { session: Session; record: Record }) {
  const [state, setState] = useState<HandsetWelfare | undefined>();
  const [asking, setAsking] = useState<number | null>(null);
  const answered = useRef(new Set<number>());

  useEffect(() => {
    let live = true;
    void readView<HandsetWelfare>(KEY).then((cached) => live && cached && setState((s) => s ?? cached.value));
    const load = () =>
      handsetWelfare(session).then(
        (value) => {
          if (!live) return;
          setState(value);
          void keepView(KEY, value);
        },
        () => undefined,
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session]);

  useEffect(() => {
    const tick = () => {
      if (!state?.checkMinutes || state.onDutySince === null) return;
      const now = Math.floor(Date.now() / 1000);
      const every = state.checkMinutes * 60;
      const due = state.onDutySince + Math.floor((now - state.onDutySince) / every) * every;
      const open = state.open && !answered.current.has(state.open.dueAt) ? state.open.dueAt : null;
      // A check the server had not yet seen fall due (also with no signal), else the one it says is open.
      const fresh = state.nextDueAt !== null && due >= state.nextDueAt && !answered.current.has(due);
      const current = fresh ? due : open;
      if (current !== null && current !== asking) {
        setAsking(current);
        navigator.vibrate?.([400, 200, 400, 200, 400]);
        beep();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [state, asking]);

  if (asking === null || !state) return null;
  return (
    <div className="welfare" role="alertdialog" aria-label={T.ask}>
      <h2>{T.ask}</h2>
      <p>{T.help(state.answerMinutes)}</p>
      <button
        type="button"
        className="primary"
        onClick={async () => {
          answered.current.add(asking);
          setAsking(null);
          await record({ type: 'welfareOk', dueAt: asking });
        }}
      >
        {T.answer}
      </button>
    </div>
  );
}
