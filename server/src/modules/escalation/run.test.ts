/**
 * Escalation timelines against a real database, with a fake clock: panics sent through the handset API write their
 * ladder; the job run at chosen times sends each due step once; an answer stops what is left; a run killed before
 * its commit, a new job instance and two jobs at once (on PostgreSQL: two connection pools, as two server
 * instances) neither lose nor double a step.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ladder } from '../../../../contract/escalation';
import { type Database, type Db, openPostgres } from '../../db/client';
import { companies } from '../../db/schema';
import { api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, handsetCall } from '../../test/live';
import { runDueSteps } from './run';

/** The demo guard's handset (Sandton demo site). */
const DEMO_GUARD_APP = 'demo-app-0-1';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
/** n minutes from now: the fake clock the job is run with. */
const at = (n: number) => new Date(Date.now() + n * 60_000);

let t: TestContext;
let call: ReturnType<typeof api>;
let db: Db;
let guardforce: number;

beforeAll(async () => {
  t = await build();
  call = api(t);
  db = t.database.db;
  guardforce = (await call.companies()).guardforce;
});
afterAll(() => t.close());

async function raise(type: 'panic' | 'pleaseCallMe' = 'panic'): Promise<string> {
  const event = ev[type]();
  const token = await t.login('bongani.khumalo@guardforce.co.za');
  const response = await handsetCall(t, token, DEMO_GUARD_APP, [event]);
  expect(response.statusCode).toBe(200);
  return event.eventGuid;
}

async function answer(guid: string, type = 'panic') {
  const response = await call.post('controller', '/api/v1/alarmAlert/respond', {
    message: 'Called the guard: all is well.',
    respondedAt: epoch(new Date()),
    respondedToType: type,
    respondedToGuid: guid,
    topic: type === 'panic' ? 'critical-qa' : 'chat-qa',
  });
  expect(response.statusCode).toBe(200);
}

const steps = (guid: string) =>
  rows<{ step: number; status: string }>(
    t,
    sql`select step, status from escalation_steps where alert_guid = ${guid} order by step`,
  );
/** The step messages of the alert, as 'step channel recipient' lines. */
const sent = async (guid: string) =>
  (
    await rows<{ line: string }>(
      t,
      sql`select escalation_step || ' ' || channel || ' ' || recipient as line from notification_outbox
          where alert_guid = ${guid} and escalation_step is not null order by 1`,
    )
  ).map((row) => row.line);

async function setLadders(panic: Ladder | null, pleaseCallMe: Ladder | null = null) {
  await db
    .update(companies)
    .set({ panicEscalation: panic, pleaseCallEscalation: pleaseCallMe })
    .where(sql`${companies.id} = ${guardforce}`);
}

/** The demo site's panic contacts on their ticked channels (manager: e-mail and SMS; control room: e-mail). */
const SITE_STEP = (n: number) => [
  `${n} email control@guardforce.co.za`,
  expect.stringMatching(new RegExp(`^${n} email .+@`)),
  expect.stringMatching(new RegExp(`^${n} sms \\+27\\d+$`)),
];

describe('the default panic ladder', () => {
  it('writes its two steps with the panic, due after 2 and 5 minutes', async () => {
    const before = Date.now();
    const guid = await raise();
    const due = await rows<{ step: number; minutes: number }>(
      t,
      sql`select step, extract(epoch from due_at)::float8 * 1000 as minutes from escalation_steps where alert_guid = ${guid} order by step`,
    );
    expect(due.map((row) => row.step)).toEqual([1, 2]);
    expect(Math.round((Number(due[0].minutes) - before) / 60_000)).toBe(2);
    expect(Math.round((Number(due[1].minutes) - before) / 60_000)).toBe(5);
    await answer(guid);
  });

  it('sends nothing when the panic is answered before the first step', async () => {
    const guid = await raise();
    await answer(guid);
    await runDueSteps(db, log, at(10));
    expect(await sent(guid)).toEqual([]);
    expect(await steps(guid)).toEqual([
      { step: 1, status: 'cancelled' },
      { step: 2, status: 'cancelled' },
    ]);
  });

  it('stops the ladder when the panic is answered between steps', async () => {
    const guid = await raise();
    await runDueSteps(db, log, at(1));
    expect(await sent(guid)).toEqual([]);
    await runDueSteps(db, log, at(3));
    const first = await sent(guid);
    expect(first).toHaveLength(3);
    expect(first.sort()).toEqual(expect.arrayContaining(SITE_STEP(1)));
    await answer(guid);
    await runDueSteps(db, log, at(10));
    expect(await sent(guid)).toEqual(first);
    expect(await steps(guid)).toEqual([
      { step: 1, status: 'done' },
      { step: 2, status: 'cancelled' },
    ]);
  });

  it('reaches the admins by SMS and e-mail at the second step, marked UNANSWERED', async () => {
    const guid = await raise();
    await runDueSteps(db, log, at(6));
    const second = (await sent(guid)).filter((line) => line.startsWith('2 '));
    expect(second).toContain('2 email admin@guardforce.co.za');
    // The demo admin's number is stored the local way (0821234567): the SMS goes to it as E.164, queued.
    expect(second).toContain('2 sms +27821234567');
    const [text] = await rows<{ subject: string; body: string; status: string }>(
      t,
      sql`select subject, body, status from notification_outbox
          where alert_guid = ${guid} and escalation_step = 2 and channel = 'sms' and recipient = '+27821234567'`,
    );
    expect(text.status).toBe('pending');
    expect(text.body).toMatch(/^UNANSWERED/);
    expect(text.body.length).toBeLessThanOrEqual(160);
    await answer(guid);
  });
});

describe('an answer the job has not seen cancelled', () => {
  it('stops the ladder when the step finds the answer stored (answered on another instance as it claimed)', async () => {
    const guid = await raise();
    await rows(
      t,
      sql`insert into alert_responses (company_id, message, responded_to_guid, responded_to_type, topic, responded_at)
          values (${guardforce}, 'Handled', ${guid}, 'panic', 'critical-qa', now())`,
    );
    expect((await steps(guid))[0].status).toBe('pending');
    await runDueSteps(db, log, at(10));
    expect(await sent(guid)).toEqual([]);
    expect((await steps(guid)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('a restart in the middle of a ladder', () => {
  it('runs the next step once after a run killed before its commit, and once more never', async () => {
    const guid = await raise();
    await runDueSteps(db, log, at(3));
    const first = await sent(guid);
    // A run that dies before its commit (the process killed): nothing of it remains.
    const dying = new Proxy(db, {
      get(target, property) {
        if (property !== 'transaction') return Reflect.get(target, property);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('killed before commit');
          });
      },
    });
    await expect(runDueSteps(dying, log, at(6))).rejects.toThrow('killed before commit');
    expect(await sent(guid)).toEqual(first);
    expect((await steps(guid))[1]).toEqual({ step: 2, status: 'pending' });
    // The restarted job: the next step once, then nothing again.
    await runDueSteps(db, log, at(6));
    const after = await sent(guid);
    expect(after.length).toBeGreaterThan(first.length);
    await runDueSteps(db, log, at(7));
    await runDueSteps(db, log, at(60));
    expect(await sent(guid)).toEqual(after);
    expect(await steps(guid)).toEqual([
      { step: 1, status: 'done' },
      { step: 2, status: 'done' },
    ]);
  });
});

describe(`two jobs at once${onPostgres ? ' on two connection pools' : ''}`, () => {
  it('run each step once', async () => {
    let second: Database | undefined;
    if (onPostgres) {
      const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      second = await openPostgres(url);
    }
    try {
      const guids = await Promise.all([raise(), raise(), raise()]);
      const [one, two] = await Promise.all([runDueSteps(db, log, at(10)), runDueSteps(second?.db ?? db, log, at(10))]);
      expect(one.done + two.done).toBeGreaterThanOrEqual(6);
      for (const guid of guids) {
        const lines = await sent(guid);
        expect(new Set(lines).size).toBe(lines.length);
        expect(lines.filter((line) => line.startsWith('1 '))).toHaveLength(3);
        expect(await steps(guid)).toEqual([
          { step: 1, status: 'done' },
          { step: 2, status: 'done' },
        ]);
      }
    } finally {
      await second?.close();
    }
  });
});

describe("a company's own ladder", () => {
  it('runs a first step at 0 minutes to a duty number and an e-mail address at once', async () => {
    await setLadders([
      { afterMinutes: 0, recipients: ['+27 82 555 0101', 'duty@guardforce.co.za'], channels: ['sms', 'email'] },
    ]);
    try {
      const guid = await raise();
      await runDueSteps(db, log, new Date(Date.now() + 1000));
      expect(await sent(guid)).toEqual(['1 email duty@guardforce.co.za', '1 sms +27825550101']);
      await answer(guid);
    } finally {
      await setLadders(null);
    }
  });

  it('writes no steps when the company turned escalation off ([])', async () => {
    await setLadders([], []);
    try {
      const guid = await raise();
      const callMe = await raise('pleaseCallMe');
      expect(await steps(guid)).toEqual([]);
      expect(await steps(callMe)).toEqual([]);
    } finally {
      await setLadders(null);
    }
  });

  it('keeps the ladder an alert started with when the company changes it', async () => {
    const guid = await raise();
    await setLadders([]);
    try {
      await runDueSteps(db, log, at(3));
      expect((await sent(guid)).length).toBeGreaterThan(0);
      await answer(guid);
    } finally {
      await setLadders(null);
    }
  });
});

describe('the default please-call-me ladder', () => {
  it('waits 5 minutes, then tells the site contacts who take please-calls', async () => {
    const guid = await raise('pleaseCallMe');
    await runDueSteps(db, log, at(4));
    expect(await sent(guid)).toEqual([]);
    await runDueSteps(db, log, at(6));
    expect(await sent(guid)).toEqual(['1 sms +27117840000']);
    await answer(guid, 'pleaseCallMe');
    await runDueSteps(db, log, at(20));
    expect(await steps(guid)).toEqual([
      { step: 1, status: 'done' },
      { step: 2, status: 'cancelled' },
    ]);
  });
});
