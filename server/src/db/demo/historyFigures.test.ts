/**
 * The demo history is deterministic: one seed and one reference day make the same history, figure for figure. Loaded
 * here (a day and the morning after it, to keep the test short; a server loads seven) into a new database with a
 * fixed reference moment, the patrols, scans, alerts and answers come out as pinned, on every run and any day.
 * Nothing it writes lies after that moment, and its past panics are answered in the transaction that stores them, so
 * a console that looks during the load never lists one of them unanswered.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { fileStoreFor } from '../../integrations/fileStore';
import { unrespondedTo } from '../../modules/alert/service';
import { rows } from '../../test/fixtures';
import { build, GUARDFORCE, type TestContext } from '../../test/helper';
import { loadDemoHistoryOf, loadDemoIfEmpty } from './seed';

/**
 * Wednesday 18 November 2026, 06:30 UTC (08:30 in Johannesburg): the history is Tuesday's shift day (04:00 UTC to
 * 04:00 UTC) and this morning's up to 06:25.
 */
const REFERENCE = new Date('2026-11-18T06:30:00Z');
const HOUR = 3_600;

const count = <T extends { key: string; n: number }>(list: T[]) =>
  Object.fromEntries(list.map((row) => [row.key, row.n]));

/** What the history holds, as the dashboard, reports and alert boxes count it. */
async function figures(t: TestContext) {
  const [patrols, events, answers] = await Promise.all([
    rows<{ key: string; n: number }>(
      t,
      sql`select payload ->> 'status' as key, count(*)::int as n from events where type = 'patrolEnded' group by 1 order by 1`,
    ),
    rows<{ key: string; n: number }>(t, sql`select type as key, count(*)::int as n from events group by 1 order by 1`),
    rows<{ key: string; n: number }>(
      t,
      sql`select responded_to_type as key, count(*)::int as n from alert_responses
          where message <> ${MESSAGES.alert.acknowledged} group by 1 order by 1`,
    ),
  ]);
  const companyId = await t.companyId(GUARDFORCE);
  const unanswered: Record<string, number> = {};
  for (const alert of await unrespondedTo(t.database.db, companyId, REFERENCE))
    unanswered[alert.type] = (unanswered[alert.type] ?? 0) + 1;
  return {
    patrols: count(patrols),
    events: count(events),
    answered: count(answers),
    unanswered,
  };
}

/** The latest time of each kind the history wrote, in epoch seconds. */
async function latest(t: TestContext) {
  const [row] = await rows<Record<string, number | null>>(
    t,
    sql`select extract(epoch from (select max(sent_at) from events))::int as events,
               extract(epoch from (select max(last_seen_at) from devices))::int as "lastContacts",
               extract(epoch from (select max(offline_since) from devices))::int as "offlineSince",
               extract(epoch from (select max(sent_at) from device_locations))::int as locations,
               extract(epoch from (select max(responded_at) from alert_responses))::int as answers,
               extract(epoch from (select max(greatest(started_at, completed_at)) from route_takens))::int as patrols,
               extract(epoch from (select max(clock_time) from attendance))::int as clockings,
               extract(epoch from (select max(created_at) from chat_messages))::int as chats`,
  );
  return row;
}

/** Loads the demo with its history as at REFERENCE into a new database; `watch` runs now and then meanwhile. */
async function loadOnce(watch?: (t: TestContext) => Promise<void>) {
  const t = await build({ DEMO_HISTORY_DAYS: '1' }, { demo: false });
  try {
    await loadDemoIfEmpty(t.database.db);
    const files = fileStoreFor(t.database, t.config.dataDir);
    let watching = Promise.resolve();
    const timer = watch && setInterval(() => (watching = watching.then(() => watch(t))), 50);
    const started = performance.now();
    const made = await loadDemoHistoryOf(t.database.db, { files, settings: t.config }, { now: REFERENCE });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    await watching;
    return { made, seconds, figures: await figures(t), latest: await latest(t) };
  } finally {
    await t.close();
  }
}

type Loaded = Awaited<ReturnType<typeof loadOnce>>;
let first: Loaded;
/** What a console listed as past alarms unanswered, each time it looked during the first load. */
const looks: number[] = [];
/** How long each of those looks waited for its answer (ms): the load holds the database one batch at a time. */
const waits: number[] = [];

beforeAll(async () => {
  first = await loadOnce(async (t) => {
    const asked = performance.now();
    const [row] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events e left join alert_responses r on r.responded_to_guid = e.event_guid
          where e.type in ('panic', 'pleaseCallMe') and r.id is null
            and e.sent_at < ${new Date(REFERENCE.getTime() - HOUR * 1000).toISOString()}::timestamptz`,
    );
    waits.push(performance.now() - asked);
    looks.push(row.n);
  });
  const slowest = [...waits].sort((a, b) => b - a);
  console.log(
    `demo history as at ${REFERENCE.toISOString()}: loaded in ${first.seconds.toFixed(1)} s;` +
      ` ${waits.length} looks during the load, the slowest answered in ${slowest
        .slice(0, 3)
        .map((ms) => ms.toFixed(0))
        .join(', ')} ms`,
  );
}, 240_000);

describe('the demo history for one seed and one reference day', () => {
  it('has the same figures: patrols, scans, alerts by type, answers', () => {
    expect(first.made).toEqual({
      days: [{ from: Date.parse('2026-11-17T04:00:00Z') / 1000, to: Date.parse('2026-11-18T04:00:00Z') / 1000 }],
      events: 3432,
      answered: 23,
      complete: true,
    });
    expect(first.figures).toEqual({
      patrols: { complete: 55, incomplete: 6, failed: 3 },
      events: {
        attendance: 10,
        chatMessage: 3,
        deviceBatteryLow: 4,
        deviceLocation: 2877,
        deviceStatus: 8,
        nfcTagScan: 520,
        nfcTagScanUnallocated: 4,
        panic: 5,
        patrolEnded: 64,
        // One scan's judgement superseded: a scan stored later showed it belongs to the next patrol.
        patrolScanAlert: 521,
        pleaseCallMe: 5,
      },
      // Every panic, please-call-me, low battery and unfinished patrol, as a control room would have.
      answered: { deviceBatteryLow: 4, panic: 5, patrolEnded: 9, pleaseCallMe: 5 },
      // What a first sign-in at that moment lists to answer: nothing of the past.
      unanswered: {},
    });
  });

  it('answers its past alarms as it stores them: a console looking during the load never lists one unanswered', () => {
    expect(looks.length).toBeGreaterThan(10);
    expect(Math.max(...looks)).toBe(0);
  });

  it('writes nothing after the moment it is loaded', () => {
    const reference = REFERENCE.getTime() / 1000;
    for (const [what, time] of Object.entries(first.latest)) expect(time ?? 0, what).toBeLessThanOrEqual(reference);
    // The handsets were last heard from a few minutes before it (the history stops five minutes before its moment).
    expect(reference - (first.latest.lastContacts ?? 0)).toBeLessThan(15 * 60);
  });
});
