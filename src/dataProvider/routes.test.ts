import { describe, expect, it } from 'vitest';
import { routeBody } from './routes';

const saved = [
  { id: 11, tagId: 1 },
  { id: 12, tagId: 2 },
  { id: 13, tagId: 3 },
];
const tag = (tagId: number) => ({ tagId, name: `Tag ${tagId}` });

describe('route body (spec part 2 §4 Route tags)', () => {
  it('numbers the tags 1..n in list order, keeping the saved links', () => {
    const body = routeBody(
      { id: '5', siteId: 1, name: ' Night ', durationMinutes: '30', tagToRouteList: [tag(3), tag(1), tag(4)] },
      saved,
    );
    expect(body).toEqual({
      id: 5,
      siteId: 1,
      name: 'Night',
      durationMinutes: 30,
      tagToRouteList: [
        { id: 13, tagId: 3, position: 1 },
        { id: 11, tagId: 1, position: 2 },
        { tagId: 4, position: 3 },
      ],
      tagToRouteDeleteIdsList: [12],
    });
  });

  it('creates links only for a new route', () => {
    const body = routeBody({ siteId: 1, name: 'New', durationMinutes: 10, tagToRouteList: [tag(2), tag(1)] });
    expect(body).not.toHaveProperty('id');
    expect(body.tagToRouteList).toEqual([
      { tagId: 2, position: 1 },
      { tagId: 1, position: 2 },
    ]);
    expect(body.tagToRouteDeleteIdsList).toEqual([]);
  });

  it('deletes every saved link when no tag is left', () => {
    expect(
      routeBody({ id: 5, siteId: 1, name: 'x', durationMinutes: 1, tagToRouteList: [] }, saved).tagToRouteDeleteIdsList,
    ).toEqual([11, 12, 13]);
  });
});
