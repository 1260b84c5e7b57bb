/**
 * Tests only (TEST_CLOCK=1; the production start refuses it, config.ts): POST /api/v1/test/jobs/:name runs one round
 * of a timed job at once, as at the time the body gives (epoch seconds; now when none), so a test is told what a
 * job's interval and the wall clock would bring instead of waiting for them. A sys-admin call; registered only when
 * the switch is on, so without it the path is not found.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { runDueSteps } from '../modules/escalation/run';
import { makeCheckpoints } from '../modules/integrity/checkpoints';
import { topUpPlans } from '../modules/schedule/plans';
import { dateAt, nowSeconds } from '../time';
import { liveWatchOnce } from './liveWatch';

/** The jobs a test may run, each one round as at `at`. */
const JOBS = {
  /** Closes the plans that ended (less the grace) and marks silent handsets offline. */
  liveWatch: (app: FastifyInstance, config: Config, at: Date) =>
    liveWatchOnce(app, { intervalMs: config.liveWatchIntervalMs, ...config }, at).then((emits) => emits.length),
  /** Makes the live schedules' plans for the horizon after `at` (an `at` in the past makes plans that have ended). */
  planHorizon: (app: FastifyInstance, _config: Config, at: Date) => topUpPlans(app.db, at),
  /** Runs the escalation steps due at `at`. */
  escalation: (app: FastifyInstance, _config: Config, at: Date) =>
    runDueSteps(app.db, app.log, at).then((counts) => counts.done + counts.cancelled),
  /** Signs the heads of the hash chains that moved, as made at `at`. */
  checkpoints: (app: FastifyInstance, _config: Config, at: Date) => makeCheckpoints(app.db, at),
};
const JOB_NAMES = Object.keys(JOBS) as [keyof typeof JOBS, ...(keyof typeof JOBS)[]];

const plugin: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/test/jobs/:name',
    {
      config: { access: 'sysAdmin' },
      schema: {
        hide: true,
        params: z.object({ name: z.enum(JOB_NAMES) }),
        body: z.object({ at: z.number().int().positive().optional() }).optional(),
        response: { 200: z.object({ name: z.string(), at: z.number(), count: z.number() }) },
      },
    },
    async (request) => {
      const at = request.body?.at ?? nowSeconds();
      const count = await JOBS[request.params.name](app, config, dateAt(at));
      return { name: request.params.name, at, count };
    },
  );
};

export default plugin;
