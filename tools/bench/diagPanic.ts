import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../contract/events';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { startServer } from '../../server/src/test/serverProcess';
import { Api } from '../simulate/api';
import { handsets, offered } from './load';
import { freshDatabase } from './scaffold';
import { percentile } from './stats';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function main() {
  const pg = process.env.DATABASE_URL;
  const env: Record<string, string> = { DEMO: '1', LIVE_WATCH_INTERVAL_MS: '600000', DATABASE_URL: '', HANDSET_RATE_LIMIT: '100000' };
  if (pg && !process.env.PGLITE) env.DATABASE_URL = await freshDatabase(pg, 'diag_server');
  const server = await startServer(env);
  try {
    const apis = await handsets(server.url);
    const lone = apis[0];
    const admin = new Api(server.url);
    await admin.login('admin@guardforce.co.za', DEMO_PASSWORD);
    const sent = new Map<string, { at: number; who: string }>();
    const lat: Record<string, number[]> = { shared: [], lone: [] };
    const http: Record<string, number[]> = { shared: [], lone: [] };
    const sockets = [];
    for (let i = 0; i < 50; i++) {
      const s = connect(server.url, { auth: { token: admin.token }, transports: ['websocket'] });
      s.on(SOCKET_EVENTS.critical, (p: { eventGuid: string }) => {
        const x = sent.get(p.eventGuid);
        if (x) lat[x.who].push(performance.now() - x.at);
      });
      sockets.push(s);
    }
    await sleep(1000);
    const secs = Number(process.env.SECS ?? 15);
    const noise = offered(apis.slice(1), 500, 10, secs, 3);
    await sleep(3000);
    const stop = performance.now() + secs * 1000;
    let n = 0;
    while (performance.now() < stop) {
      const who = n++ % 2 ? 'lone' : 'shared';
      const api = who === 'lone' ? lone : apis[1];
      const g = randomUUID();
      const at = performance.now();
      sent.set(g, { at, who });
      await api.send([{ type: 'panic', eventGuid: g }]);
      http[who].push(performance.now() - at);
      await sleep(250);
    }
    const load = await noise;
    await sleep(1500);
    for (const s of sockets) s.close();
    for (const who of ['shared', 'lone'])
      console.log(who, 'deliv p50', percentile(lat[who], 50).toFixed(1), 'p99', percentile(lat[who], 99).toFixed(1), 'http p50', percentile(http[who], 50).toFixed(1), 'p99', percentile(http[who], 99).toFixed(1), 'n', lat[who].length);
    console.log('background', load);
  } finally {
    await server.stop();
  }
}
main();
