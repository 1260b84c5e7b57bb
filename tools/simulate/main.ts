/**
 * Brings the console to life: drives the demo company's handsets through the real HTTP API.
 *   npm run simulate -- [--url http://localhost:8080] [--speed 1] [--minutes 0 (until stopped)]
 * Speed quickens the simulated guards' own doings (alarms, battery, locations); patrol scans follow
 * the real schedule plans, on the clock. A server restart or outage is ridden through: the handsets
 * keep their events and send them when the server is back.
 */
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { Api, Link, Unreachable } from './api';
import { Handset, type PlanLine, type Tag } from './handset';
import { offSitePoint } from './offSite';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://localhost:8080' },
    speed: { type: 'string', default: '1' },
    minutes: { type: 'string', default: '0' },
    admin: { type: 'string', default: 'admin@guardforce.co.za' },
    password: { type: 'string', default: DEMO_PASSWORD },
  },
});
const speed = Math.max(0.1, Number(values.speed));
const TICK_MS = 5000 / speed;
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`);
const link = new Link(log);

interface Site {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  poligonPoints: string | null;
  radius: number | null;
}
interface Device {
  id: number;
  deviceName: string;
  appInstanceId: string | null;
}
interface Employee {
  emailAddress: string;
  name: string;
  surname: string;
  role: string;
  siteId: number | null;
}

async function handsets(admin: Api): Promise<{ handset: Handset; siteId: number }[]> {
  const me = await admin.get<{ companyId: number }>('employee/me');
  const sites = await admin.get<Site[]>(`site/byCompany/${me.companyId}`);
  const staff = await admin.get<Employee[]>(`employee/byCompany/${me.companyId}`);
  const made = [];
  // The guard who walks off site: at the fourth site, or the next one with a boundary to walk off.
  const wanderer = sites.findIndex((_, k) => offSitePoint(sites[(k + 3) % sites.length]) !== null);
  const wanders = wanderer < 0 ? -1 : (wanderer + 3) % sites.length;
  if (wanders < 0) log('no site has a boundary: nobody walks off site');
  for (const [i, site] of sites.entries()) {
    const device = (await admin.get<Device[]>(`device/bySite/${site.id}`)).find((d) => d.appInstanceId);
    const guard = staff.find((e) => e.role === 'default' && e.siteId === site.id);
    if (!device?.appInstanceId || !guard) {
      log(`${site.name}: no activated handset or no guard placed here; skipped`);
      continue;
    }
    const api = new Api(values.url, device.appInstanceId, link);
    const guardId = await api.login(guard.emailAddress, values.password);
    const tags = await admin.get<Tag[]>(`routeTag/bySite/${site.id}`);
    const role = {
      raisesAlarms: i === 0,
      drains: i === 1,
      fallsSilent: i === 2,
      wanders: i === wanders,
      reportsFindings: i === 0,
      doubleShift: i === 1,
    };
    const label = `${guard.name} ${guard.surname} @ ${site.name}`;
    made.push({ handset: new Handset(api, label, site, tags, role, log, guardId), siteId: site.id });
  }
  return made;
}

async function main() {
  log(`simulating the demo company's handsets against ${values.url} at speed ${speed}`);
  const admin = new Api(values.url, undefined, link);
  // Until the server answers: it may still be starting.
  const all = await link.until(async () => {
    await admin.login(values.admin, values.password);
    return handsets(admin);
  });
  if (!all.length) throw new Error('no handsets to simulate: is the demo data loaded?');
  for (const { handset } of all) await handset.start();
  /** The last plan lines read per site: while the server is away the guards walk the plans they know. */
  const plans = new Map<number, PlanLine[]>();
  const started = Date.now();
  const until = Number(values.minutes) > 0 ? started + Number(values.minutes) * 60_000 : Number.POSITIVE_INFINITY;
  let stop = false;
  process.on('SIGINT', () => {
    stop = true;
  });
  while (!stop && Date.now() < until) {
    const seconds = ((Date.now() - started) / 1000) * speed;
    for (const { handset, siteId } of all) {
      try {
        if (link.ready()) {
          plans.set(siteId, await admin.get<PlanLine[]>(`schedule/plans/generated/${siteId}?range=[0,199]`));
        }
      } catch (error) {
        if (error instanceof Unreachable) link.down(error.message);
        else log(`${handset.label}: ${(error as Error).message}`);
      }
      try {
        await handset.tick(plans.get(siteId) ?? [], seconds);
      } catch (error) {
        log(`${handset.label}: ${(error as Error).message}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  // The end of the shift: every guard still on the air clocks out.
  for (const { handset } of all) await handset.clockOut().catch(() => undefined);
  log('simulation stopped');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
