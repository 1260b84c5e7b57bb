/**
 * Adds the demo sites (siteList.ts) to a company: boundary, contacts, handsets, a ring of checkpoint
 * tags with a panic tag at the gate, two routes and their schedules. Plans follow from the schedules
 * when the server starts.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { areas, devices, employees, routes, routeTags, schedules, siteContacts, sites, tagToRoutes } from '../schema';
import type { DemoSite } from './siteList';

const HALF = 0.0015;
function boundary(site: DemoSite) {
  const { latitude: lat, longitude: lng } = site;
  const ring = [
    [lng - HALF, lat - HALF],
    [lng + HALF, lat - HALF],
    [lng + HALF * 1.2, lat + HALF * 0.4],
    [lng, lat + HALF * 1.3],
    [lng - HALF * 1.1, lat + HALF],
    [lng - HALF, lat - HALF],
  ];
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

/** Checkpoints on a ring inside the boundary; the panic tag at the gate, by the centre. */
function tagRows(siteId: number, site: DemoSite, index: number) {
  const ring = site.checkpoints.map((name, i) => {
    const angle = (2 * Math.PI * i) / site.checkpoints.length;
    return {
      siteId,
      name,
      serialNumber: `04:${(0x10 + index).toString(16).toUpperCase()}:${(0x20 + i).toString(16).toUpperCase()}:7A:2B:5C:80`,
      latitude: site.latitude + Math.sin(angle) * HALF * 0.7,
      longitude: site.longitude + Math.cos(angle) * HALF * 0.7,
      isPanic: false,
    };
  });
  const panic = {
    siteId,
    name: 'Guardhouse Panic',
    serialNumber: `04:${(0x10 + index).toString(16).toUpperCase()}:FF:7A:2B:5C:80`,
    latitude: site.latitude,
    longitude: site.longitude,
    isPanic: true,
  };
  return [...ring, panic];
}

const EVERY_DAY = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};
const WEEKDAYS = { ...EVERY_DAY, saturday: false, sunday: false };

async function addSite(tx: Tx, companyId: number, site: DemoSite, index: number) {
  const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.name, site.area));
  const [{ id: siteId }] = await tx
    .insert(sites)
    .values({
      companyId,
      areaId: area?.id,
      name: site.name,
      address: site.address,
      latitude: site.latitude,
      longitude: site.longitude,
      division: site.division,
      branch: site.branch,
      poligonPoints: boundary(site),
      polygonType: 'polygon',
    })
    .returning({ id: sites.id });
  const [name, contactNumber, emailAddress] = site.manager;
  await tx.insert(siteContacts).values([
    {
      siteId,
      name,
      contactNumber,
      emailAddress,
      shouldReceiveReportsEmail: true,
      shouldReceivePanicsEmail: true,
      shouldReceivePanicsPhone: true,
      shouldReceiveFailedPatrolsEmail: true,
      shouldReceiveBoundryEmail: true,
    },
    {
      siteId,
      name: 'Control Room',
      contactNumber: '+27117840000',
      emailAddress: 'control@guardforce.co.za',
      shouldReceivePanicsEmail: true,
      shouldReceiveBatteryLowEmail: true,
      shouldReceivePleaseCallsPhone: true,
    },
  ]);
  await tx.insert(devices).values([
    {
      companyId,
      siteId,
      deviceName: `${site.handsets} Handset 1`,
      serialNumber: `R58T${40 + index}K1A${index}Z`,
      appInstanceId: `demo-app-${index}-1`,
      contactNumber: `08255510${index}1`,
    },
    {
      companyId,
      siteId,
      deviceName: `${site.handsets} Handset 2`,
      serialNumber: `R58T${40 + index}K2B${index}Y`,
      contactNumber: `08255510${index}2`,
    },
  ]);
  const tags = await tx
    .insert(routeTags)
    .values(tagRows(siteId, site, index))
    .returning({ id: routeTags.id, isPanic: routeTags.isPanic });
  const checkpoints = tags.filter((tag) => !tag.isPanic).map((tag) => tag.id);
  // Two serials a guard scanned here that nobody has named yet: offered when a tag is added.
  await tx.insert(routeTags).values(
    [1, 2].map((n) => ({
      siteId,
      name: `NEW-${index}${n}`,
      serialNumber: `04:${(0x10 + index).toString(16).toUpperCase()}:E${n}:7A:2B:5C:81`,
      allocated: false,
    })),
  );
  const perimeter = await addRoute(tx, siteId, 'Perimeter Patrol', 40, checkpoints);
  const inner = await addRoute(
    tx,
    siteId,
    'Inner Patrol',
    25,
    checkpoints.filter((_, i) => i % 2 === 0),
  );
  await tx.insert(schedules).values([
    // Day 08:00–17:00 and night 18:00–05:00 South African time, every two hours.
    {
      siteId,
      routeId: perimeter,
      repeatMinutes: 120,
      ...EVERY_DAY,
      startTimeDay: '06:00',
      endTimeDay: '15:00',
      startTimeNight: '16:00',
      endTimeNight: '03:00',
    },
    // Weekdays 07:00–17:00 South African time, every three hours, from a random checkpoint.
    {
      siteId,
      routeId: inner,
      repeatMinutes: 180,
      ...WEEKDAYS,
      randomizeStart: true,
      startTimeDay: '05:00',
      endTimeDay: '15:00',
    },
  ]);
  return siteId;
}

async function addRoute(tx: Tx, siteId: number, name: string, durationMinutes: number, tagIds: number[]) {
  const [{ id }] = await tx.insert(routes).values({ siteId, name, durationMinutes }).returning({ id: routes.id });
  await tx.insert(tagToRoutes).values(tagIds.map((tagId, i) => ({ routeId: id, tagId, position: i + 1 })));
  return id;
}

/** Adds the sites and places each guard of the company at one of them. */
export async function addDemoSites(tx: Tx, companyId: number, list: DemoSite[], offset: number) {
  const siteIds = [];
  for (const [i, site] of list.entries()) siteIds.push(await addSite(tx, companyId, site, offset + i));
  const guards = await tx
    .select({ id: employees.id, role: employees.role })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  for (const [i, guard] of guards.filter((e) => e.role === 'default').entries()) {
    await tx
      .update(employees)
      .set({ siteId: siteIds[i % siteIds.length] })
      .where(eq(employees.id, guard.id));
  }
}
