/** The tagToRoute calls: one link added, moved or removed, the company's links, and tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createRoute, createSite, createTags } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let siteId: number;
let tags: number[];
beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call);
  tags = (await createTags(t, siteId, 5)).map((tag) => tag.id);
});
afterAll(() => t.close());

const linksOf = async (routeId: number) => {
  const [links] = (await call.get('controller', `/api/v1/tagToRoute/${routeId}`)).json();
  return links.map((l: { tagId: number; position: number }) => [l.tagId, l.position]);
};

describe('single links', () => {
  it('adds and removes single links through tagToRoute', async () => {
    const routeId = await createRoute(call, siteId, [tags[0]]);
    const added = await call.post('admin', '/api/v1/tagToRoute', { routeId, tagId: tags[1], position: 2 });
    expect(added.statusCode).toBe(200);
    expect(await linksOf(routeId)).toEqual([
      [tags[0], 1],
      [tags[1], 2],
    ]);
    const removed = await call.post('admin', '/api/v1/tagToRoute/removeTagToRoute', { id: added.json().id });
    expect(removed.statusCode).toBe(200);
    expect(await linksOf(routeId)).toEqual([[tags[0], 1]]);
    const listed = (await call.get('admin', `/api/v1/tagToRoute?routeId=${routeId}`)).json();
    expect(listed).toHaveLength(1);
  });

  it('refuses a tag already in the route and a position taken, as a route save does, and changes nothing', async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]]);
    const cases = [
      [{ routeId, tagId: tags[0], position: 3 }, MESSAGES.route.duplicateTag],
      [{ routeId, tagId: tags[2], position: 2 }, MESSAGES.route.duplicatePosition],
    ] as const;
    for (const [link, message] of cases) {
      const response = await call.post('admin', '/api/v1/tagToRoute', link);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [first] = (await call.get('admin', `/api/v1/tagToRoute/${routeId}`)).json()[0];
    const moved = await call.post('admin', '/api/v1/tagToRoute', { id: first.id, tagId: tags[0], position: 2 });
    expect(moved.json().message).toBe(MESSAGES.route.duplicatePosition);
    expect(await linksOf(routeId)).toEqual([
      [tags[0], 1],
      [tags[1], 2],
    ]);
    const kept = await call.post('admin', '/api/v1/tagToRoute', { id: first.id, tagId: tags[0], position: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("keeps Cape Shield's staff away from GuardForce's route links", async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]]);
    for (const account of ['otherAdmin', 'otherController'] as const) {
      expect((await call.get(account, `/api/v1/tagToRoute/${routeId}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/tagToRoute?routeId=${routeId}`)).json()).toEqual([]);
    }
    const attempt = await call.post('otherAdmin', '/api/v1/tagToRoute', { routeId, tagId: tags[2], position: 3 });
    expect(attempt.statusCode).toBe(404);
    expect(await linksOf(routeId)).toEqual([
      [tags[0], 1],
      [tags[1], 2],
    ]);
  });
});
