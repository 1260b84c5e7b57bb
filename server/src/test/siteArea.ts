/** Fixtures for the site area's API tests: a site through the API, tags written directly, routes and schedules. */
import { and, eq } from 'drizzle-orm';
import { routeTags, siteContacts } from '../db/schema';
import type { Account, Api } from './fixtures';
import type { TestContext } from './helper';

/** A square boundary around a point, as GeoJSON text ([lng, lat] positions). */
export function square(latitude: number, longitude: number, half = 0.002) {
  const ring = [
    [longitude - half, latitude - half],
    [longitude + half, latitude - half],
    [longitude + half, latitude + half],
    [longitude - half, latitude + half],
    [longitude - half, latitude - half],
  ];
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

export const validSite = (areaId: number) => ({
  name: 'Hyde Park Corner',
  address: 'Jan Smuts Avenue, Hyde Park, Johannesburg, 2196',
  latitude: -26.1247,
  longitude: 28.0344,
  division: 'Retail',
  branch: 'Johannesburg North',
  areaId,
  poligonPoints: square(-26.1247, 28.0344),
  contacts: [] as Record<string, unknown>[],
});

export async function createSite(api: Api, account: Account = 'admin', overrides: Record<string, unknown> = {}) {
  const areaId = await api.areaId(account.startsWith('other') ? 'City Bowl' : 'Johannesburg North');
  const response = await api.post(account, '/api/v1/site', { ...validSite(areaId), ...overrides });
  if (response.statusCode !== 200) throw new Error(`site: ${response.body}`);
  return response.json().siteId as number;
}

/** Binds a saved contact's Telegram chat as the bot's link does (a site save takes no chat id). */
export async function linkTelegram(t: TestContext, siteId: number, contactName: string, chatId: string) {
  await t.database.db
    .update(siteContacts)
    .set({ telegramChatId: chatId, telegramLinkedAt: new Date() })
    .where(and(eq(siteContacts.siteId, siteId), eq(siteContacts.name, contactName)));
}

/** Tags written straight to the table (the tag calls have their own tests). */
export async function createTags(t: TestContext, siteId: number, count: number, prefix = 'T') {
  return t.database.db
    .insert(routeTags)
    .values(
      Array.from({ length: count }, (_, i) => ({
        siteId,
        name: `${prefix}${i + 1}`,
        serialNumber: `${prefix}-${siteId}-${i + 1}`,
        latitude: -26.1247 + i * 0.0002,
        longitude: 28.0344,
      })),
    )
    .returning({ id: routeTags.id });
}

export async function createRoute(api: Api, siteId: number, tagIds: number[], durationMinutes = 30) {
  const response = await api.post('admin', '/api/v1/route', {
    siteId,
    name: 'Perimeter',
    durationMinutes,
    tagToRouteList: tagIds.map((tagId, i) => ({ tagId, position: i + 1 })),
  });
  if (response.statusCode !== 200) throw new Error(`route: ${response.body}`);
  return response.json().id as number;
}

/** Every day, a day window 06:00–15:00 UTC (08:00–17:00 South African time). */
export const everyDaySchedule = (siteId: number, routeId: number) => ({
  siteId,
  routeId,
  repeatMinutes: 60,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
  startTimeDay: '06:00',
  endTimeDay: '15:00',
});
