/**
 * kill -9 of one instance after another under load, through the balancer (`npm run bench:scale -- --only kills`):
 * the demo's 4 handsets offer `rate` location events/s in batches of 10, each batch sent again (the same events) until
 * it is acknowledged, as a handset does; an instance is killed once all answer and the one killed before is back
 * (the cluster starts it again, CLUSTER_RESTART=1). Stops after `kills` kills or `limitSeconds`, whichever is first;
 * then every acknowledged event is looked up: lost (not stored) or stored twice.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Cluster } from '../cluster/start';
import { handsets } from './load';

const sleep = (millis: number) => new Promise((done) => setTimeout(done, millis));
const BATCH = 10;

const answers = (url: string) =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

export async function killLoop(cluster: Cluster, options: { kills: number; limitSeconds: number; rate: number }) {
  const apis = await handsets(cluster.balancerUrl);
  const acknowledged: string[] = [];
  let retried = 0;
  let offeredEvents = 0;
  let stop = false;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();

  const deliver = async (n: number) => {
    const api = apis[n % apis.length];
    const now = Math.floor(Date.now() / 1000);
    const batch = Array.from({ length: BATCH }, () => ({
      type: 'deviceLocation',
      eventGuid: randomUUID(),
      sentAt: now,
      latitude: -26.1076 + Math.random() * 1e-3,
      longitude: 28.0567 + Math.random() * 1e-3,
    }));
    while (true) {
      try {
        const results = await api.send(batch);
        if (results.every((result) => result.status === 'accepted' || result.status === 'duplicate')) {
          acknowledged.push(...batch.map((event) => event.eventGuid));
          return;
        }
      } catch {
        // Unreachable (502 while nginx has not yet marked the instance down), a 401 signs in again inside Api.
      }
      retried += 1;
      await sleep(200);
    }
  };

  // Open loop at `rate`: a batch goes out on time whether or not earlier ones are answered.
  const offer = (async () => {
    const tick = (BATCH * 1000) / options.rate;
    for (let n = 0; !stop; n++) {
      const wait = started + n * tick - performance.now();
      if (wait > 0) await sleep(wait);
      offeredEvents += BATCH;
      const task = deliver(n).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
  })();

  let kills = 0;
  const limit = started + options.limitSeconds * 1000;
  while (kills < options.kills && performance.now() < limit) {
    const all = await Promise.all(cluster.instanceUrls.map(answers));
    if (!all.every(Boolean)) {
      await sleep(100);
      continue;
    }
    const victim = kills % cluster.instanceUrls.length;
    const pid = cluster.instancePids[victim];
    process.kill(pid, 'SIGKILL');
    kills += 1;
    // Back once the cluster has started it again under a new pid and it answers.
    while (
      performance.now() < limit &&
      (cluster.instancePids[victim] === pid || !(await answers(cluster.instanceUrls[victim])))
    )
      await sleep(100);
    if (kills % 10 === 0) console.error(`${kills} kills, ${acknowledged.length} events acknowledged`);
  }
  stop = true;
  await offer;
  await Promise.all(inFlight);
  const seconds = Math.round((performance.now() - started) / 1000);

  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ lost: number; twice: number }>(
    `select count(*) filter (where d.n is null)::int as lost, count(*) filter (where d.n > 1)::int as twice
     from unnest($1::uuid[]) as g(guid)
     left join (select event_guid, count(*) as n from device_locations group by event_guid) d on d.event_guid = g.guid`,
    [acknowledged],
  );
  await client.end();
  return {
    kills,
    seconds,
    acknowledged: acknowledged.length,
    lost: rows[0].lost,
    twice: rows[0].twice,
    retried,
    offeredPerSecond: Math.round(offeredEvents / seconds),
  };
}
