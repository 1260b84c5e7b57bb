/**
 * The client's window: exchanges the link's token (read from the address's #token=, then removed from it), then shows
 * Today per site (kept up to date while the page is in sight), the approved incidents, the alerts and the messages the
 * client wants. A used, expired or withdrawn link, or an ended session, says so and offers 'Send me a new link'.
 */
import { useEffect, useState } from 'react';
import { PORTAL_COLOUR, textOn } from '../../contract/colour';
import { PORTAL_MESSAGES } from '../../contract/portalMessages';
import { DEFAULT_TIME_ZONE } from '../../contract/timeZone';
import { CallFailed, exchange, type Loaded, load, session } from './api';
import { CheckCopy } from './CheckCopy';
import { Evidence } from './Evidence';
import { errorText, Refused } from './loading';
import { NewLink } from './NewLink';
import { Preferences } from './Preferences';
import { Reports } from './Reports';
import { AlertList, IncidentList, Today } from './Sections';
import { MonthlySla } from './Sla';
import { TEXT } from './text';
import { ZoneContext } from './zone';

/** The client's name under the company's, on the company's colour (its text black or white, whichever reads). */
function Header({ me }: { me: Loaded['me'] }) {
  const background = me.portalColour ?? PORTAL_COLOUR;
  return (
    <header className="brand" style={{ background, color: textOn(background) }}>
      <h1>{me.name}</h1>
      <p className="by">{TEXT.by(me.companyName)}</p>
      <p className="by">{TEXT.timesIn(me.timeZone ?? DEFAULT_TIME_ZONE)}</p>
    </header>
  );
}

type State = { kind: 'loading' } | { kind: 'shown'; data: Loaded } | { kind: 'refused'; message: string };

export function Portal() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const show = (next: State) => live && setState(next);
    (async () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
      if (token) {
        // The token works once: it leaves the address bar (and the history) before it is spent.
        history.replaceState(null, '', window.location.pathname);
        await exchange(token);
      } else if (!session.get()) {
        // Neither a link nor a session kept here: nothing to ask the server, which would only refuse.
        show({ kind: 'refused', message: PORTAL_MESSAGES.noSession });
        return;
      }
      show({ kind: 'shown', data: await load() });
    })().catch((error: unknown) => {
      if (error instanceof CallFailed && error.status === 401) session.clear();
      show({ kind: 'refused', message: errorText(error) });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading')
    return (
      <main className="portal">
        <p>{TEXT.loading}</p>
      </main>
    );
  if (state.kind === 'refused')
    return (
      <main className="portal">
        <h1>{TEXT.title}</h1>
        <Refused message={state.message} />
        <NewLink />
      </main>
    );
  const { me, incidents, alerts } = state.data;
  return (
    <ZoneContext.Provider value={me.timeZone ?? DEFAULT_TIME_ZONE}>
      <main className="portal">
        <Header me={me} />
        <Today />
        <IncidentList incidents={incidents} />
        <AlertList alerts={alerts} />
        <MonthlySla />
        <Reports />
        <Evidence />
        <CheckCopy />
        <Preferences />
      </main>
    </ZoneContext.Provider>
  );
}
