/**
 * The portal's three parts: Today per site, the approved incidents, the alerts with their answers. Today is read again
 * every PORTAL_TODAY_REFRESH_MS while the page is in sight, and at once when it comes back into sight: each site says
 * when its figures were read, and if a read fails they stay, saying they could not be updated.
 */
import { PORTAL_TODAY_REFRESH_MS } from '../../contract/constants';
import type { PortalAlert, PortalIncident, PortalSite } from '../../contract/portal';
import { sites } from './api';
import { Refused, useLoaded } from './loading';
import { IncidentPhotos } from './Photos';
import { TEXT, took } from './text';
import { clockIn, useZone, whenIn } from './zone';

/** Today of each of the client's sites, kept up to date while the page is in sight. */
export function Today() {
  const state = useLoaded(null, sites, PORTAL_TODAY_REFRESH_MS);
  if (state.kind === 'shown')
    return state.value.map((site) => (
      <SiteToday key={site.id} site={site} readAt={state.readAt} notUpdated={state.notUpdated} />
    ));
  return (
    <section className="card" aria-label={TEXT.today}>
      <h2>{TEXT.today}</h2>
      {state.kind === 'loading' ? <p>{TEXT.loading}</p> : <Refused message={state.message} />}
    </section>
  );
}

function SiteToday({ site, readAt, notUpdated }: { site: PortalSite; readAt: number; notUpdated: string | null }) {
  const zone = useZone();
  const when = (epochSeconds: number) => whenIn(epochSeconds, zone);
  const { today } = site;
  return (
    <section className="card" aria-label={site.name}>
      <h2>{site.name}</h2>
      <h3>{TEXT.today}</h3>
      <dl className="figures">
        <div>
          <dt>{TEXT.planned}</dt>
          <dd>{today.planned}</dd>
        </div>
        <div>
          <dt>{TEXT.done}</dt>
          <dd>{today.done}</dd>
        </div>
        <div>
          <dt>{TEXT.inProgress}</dt>
          <dd>{today.inProgress}</dd>
        </div>
        <div>
          <dt>{TEXT.missed}</dt>
          <dd>{today.missed}</dd>
        </div>
      </dl>
      {today.missedCheckpoints.length ? (
        <>
          <h3>{TEXT.missedCheckpoints}</h3>
          <ul>
            {today.missedCheckpoints.map((tag) => (
              <li key={`${tag.startTime}-${tag.routeName}-${tag.name}`}>
                {tag.name} ({tag.routeName}, {when(tag.startTime)})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{TEXT.noneMissed}</p>
      )}
      <p className="seen">
        {site.lastGuard ? TEXT.lastGuard(site.lastGuard.name, when(site.lastGuard.seenAt)) : TEXT.noGuard}
      </p>
      {notUpdated ? (
        <Refused message={TEXT.notUpdated(clockIn(readAt, zone), notUpdated)} />
      ) : (
        <p className="seen">{TEXT.updated(clockIn(readAt, zone))}</p>
      )}
    </section>
  );
}

export function IncidentList({ incidents }: { incidents: PortalIncident[] }) {
  const zone = useZone();
  const when = (epochSeconds: number) => whenIn(epochSeconds, zone);
  return (
    <section className="card">
      <h2>{TEXT.incidents}</h2>
      {incidents.length ? (
        <ul className="items">
          {incidents.map((incident) => (
            <li key={incident.id}>
              <strong>{incident.category}</strong> · {incident.siteName} · {when(incident.sentAt)}
              <p>{incident.text}</p>
              {incident.photos > 0 && <IncidentPhotos incidentId={incident.id} count={incident.photos} />}
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXT.noIncidents}</p>
      )}
    </section>
  );
}

export function AlertList({ alerts }: { alerts: PortalAlert[] }) {
  const zone = useZone();
  const when = (epochSeconds: number) => whenIn(epochSeconds, zone);
  return (
    <section className="card">
      <h2>{TEXT.alerts}</h2>
      {alerts.length ? (
        <ul className="items">
          {alerts.map((alert) => (
            <li key={alert.eventGuid}>
              <strong>{alert.what}</strong> · {alert.siteName} · {when(alert.sentAt)}
              <p>
                {alert.answeredAt !== null
                  ? TEXT.answered(when(alert.answeredAt), took(alert.responseSeconds ?? 0))
                  : TEXT.notAnswered}
                {alert.answer ? `: ${alert.answer}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXT.noAlerts}</p>
      )}
    </section>
  );
}
