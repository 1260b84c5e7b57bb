/**
 * A judged patrol judged again. When scans that arrived after a plan was closed move into (or out of) it, its verdict
 * is read again from its scans (verdict.ts); a verdict that changed is recorded, never overwritten silently: the
 * patrol's status changes, a patrolRevised alert (before → now, why, when) goes to the alert history and the
 * consoles, the audit log gets a line, and the contacts who were told the first verdict are told of the revision on
 * the same channels.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import { recordAudit } from '../../db/auditEntry';
import type { Tx } from '../../db/client';
import { events, notificationOutbox, routes, routeTakens, schedulePlans, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { nameGuid } from '../../events/nameGuid';
import { consoleUrl } from '../../notify/consoleUrl';
import { clientsOf, contactReached, contactsOf, readerOf, wants } from '../../notify/contacts';
import { type Channel, enqueue } from '../../notify/outbox';
import { alertNotification } from '../../notify/templates';
import { companyTimeZone } from '../../time';
import { liveEmit, storeEvent } from '../alert/store';
import { type PatrolStatus, patrolDevice, verdictOf } from './verdict';

interface Told {
  status: PatrolStatus;
  tagsScanned: number;
}

/** The verdict last told of a patrol: its patrolEnded, or its latest revision. */
async function lastTold(tx: Tx, patrolId: number): Promise<Told | undefined> {
  const [row] = await tx
    .select({ payload: events.payload })
    .from(events)
    .where(and(eq(events.routeTakenId, patrolId), inArray(events.type, ['patrolEnded', 'patrolRevised'])))
    .orderBy(desc(events.id))
    .limit(1);
  return row?.payload as Told | undefined;
}

/** Plans whose scans changed, with how many scans moved into or out of each. */
export type PlansTouched = Map<number, number>;

/** Judges again each closed plan whose scans changed; what to emit for the verdicts that changed. */
export async function reviseVerdicts(tx: Tx, touched: PlansTouched, now = new Date()): Promise<LiveEmit[]> {
  const emits: LiveEmit[] = [];
  for (const [planId, moved] of touched) emits.push(...(await reviseVerdict(tx, planId, moved, now)));
  return emits;
}

/** Judges a closed plan again; what to emit when its verdict changed (nothing for an open plan, or no change). */
async function reviseVerdict(tx: Tx, planId: number, scansMoved: number, now = new Date()) {
  const [plan] = await tx.select().from(schedulePlans).where(eq(schedulePlans.id, planId));
  if (!plan?.closedAt) return [];
  const [patrol] = await tx.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, planId));
  if (!patrol?.completedEventGuid) return [];
  const previous = await lastTold(tx, patrol.id);
  if (!previous) return [];
  const verdict = await verdictOf(tx, planId, patrol.id);
  if (verdict.status === previous.status && verdict.tagsScanned === previous.tagsScanned) return [];

  await tx.update(routeTakens).set({ status: verdict.status }).where(eq(routeTakens.id, patrol.id));
  const [site] = await tx.select().from(sites).where(eq(sites.id, plan.siteId));
  const [route] = await tx.select({ id: routes.id, name: routes.name }).from(routes).where(eq(routes.id, plan.routeId));
  const device = await patrolDevice(tx, patrol.deviceId);
  const reason = fill(MESSAGES.patrol.revisedByScans, { n: scansMoved });
  const stored = await storeEvent(
    tx,
    { companyId: site.companyId, device, site: { id: site.id, name: site.name, address: site.address } },
    {
      type: 'patrolRevised',
      eventGuid: nameGuid(`patrolRevised:${patrol.id}:${verdict.status}:${verdict.tagsScanned}`),
      sentAt: now,
      routeTakenId: patrol.id,
      fields: {
        routeTakenId: patrol.id,
        revisesEventGuid: patrol.completedEventGuid,
        routeId: plan.routeId,
        route,
        siteId: site.id,
        schedulePlanId: plan.id,
        previous: { status: previous.status, tagsScanned: previous.tagsScanned },
        status: verdict.status,
        tagsScanned: verdict.tagsScanned,
        tagsExpected: verdict.tagsExpected,
        missedTags: verdict.missedTags,
        reason,
        ...(verdict.employeeId === null ? {} : { employeeId: verdict.employeeId }),
      },
    },
  );
  if (!stored) return [];
  await recordAudit(tx, {
    companyId: site.companyId,
    entity: 'route_takens',
    entityId: patrol.id,
    entityName: route?.name ?? null,
    changes: {
      status: { from: previous.status, to: verdict.status },
      tagsScanned: { from: previous.tagsScanned, to: verdict.tagsScanned },
      reason,
    },
  });
  await tellWhoWasTold(tx, site, patrol.completedEventGuid, stored.eventGuid, {
    site: site.name,
    at: now,
    timeZone: await companyTimeZone(tx, site.companyId),
    patrol: {
      route: route?.name ?? '',
      status: verdict.status,
      start: plan.startTime,
      end: plan.endTime,
      revisedFrom: previous.status,
    },
  });
  return [liveEmit(site.companyId, stored)] as LiveEmit<'patrolRevised'>[];
}

/**
 * The revision goes to whoever the first verdict went to, on the same channels (never to whom it could not reach),
 * each contact in the words of the first (a client of the site: the portal's link; a client who has since turned
 * failed patrols off: nothing).
 */
async function tellWhoWasTold(
  tx: Tx,
  site: { id: number; companyId: number },
  toldGuid: string,
  alertGuid: string,
  facts: Parameters<typeof alertNotification>[2],
) {
  const told = await tx
    .selectDistinct({
      companyId: notificationOutbox.companyId,
      channel: notificationOutbox.channel,
      recipient: notificationOutbox.recipient,
    })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.alertGuid, toldGuid),
        notInArray(notificationOutbox.status, ['failed', 'undeliverable']),
        sql`${notificationOutbox.escalationStep} is null`,
      ),
    );
  const contacts = await contactsOf(tx, site.id);
  const known = await clientsOf(tx, site.companyId);
  const messages = told.flatMap((to) => {
    const channel = to.channel as Channel;
    const contact = contactReached(contacts, channel, to.recipient);
    if (contact && !wants(contact, known, 'failedPatrols')) return [];
    const reader = contact ? readerOf(contact, known) : 'console';
    return [
      {
        companyId: to.companyId,
        channel,
        recipient: to.recipient,
        alertGuid,
        ...alertNotification('failedPatrol', channel, facts, consoleUrl(), reader),
      },
    ];
  });
  await enqueue(tx, messages);
}
