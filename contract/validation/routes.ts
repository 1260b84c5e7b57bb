/** Tags and routes (spec part 2 §5 'Tag', 'Route'). */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { id, required, upsertId } from './common';

const T = MESSAGES.tag;
const R = MESSAGES.route;

export const tagUpsert = z.strictObject({
  id: upsertId,
  siteId: id,
  name: required(T.nameRequired).max(128),
  serialNumber: required(T.serialNumberRequired).max(128),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  isPanic: z.boolean().default(false),
});
export type TagUpsert = z.infer<typeof tagUpsert>;

export const tagToRoute = z.strictObject({
  id: upsertId,
  tagId: id,
  routeId: upsertId.describe("The link's route: absent, 0 or null in a new route's list"),
  position: z.number({ error: R.missingData }).int({ error: R.missingData }).min(1, { error: R.missingData }),
});

export const routeUpsert = z
  .strictObject({
    id: upsertId,
    siteId: id,
    name: required(R.missingData).max(128),
    durationMinutes: z
      .number({ error: R.invalidDuration })
      .int({ error: R.invalidDuration })
      .min(1, { error: R.invalidDuration })
      .max(24 * 60, { error: R.invalidDuration }),
    /** The route's tags in order; left out, the route keeps the tags it has (GET /route/{id} does not answer them). */
    tagToRouteList: z.array(tagToRoute).max(500).optional(),
    tagToRouteDeleteIdsList: z.array(id).max(500).default([]),
  })
  .superRefine((route, ctx) => {
    const links = route.tagToRouteList ?? [];
    const tags = links.map((link) => link.tagId);
    if (new Set(tags).size !== tags.length) ctx.addIssue({ code: 'custom', message: R.duplicateTag });
    const positions = links.map((link) => link.position);
    if (new Set(positions).size !== positions.length) ctx.addIssue({ code: 'custom', message: R.duplicatePosition });
  });
export type RouteUpsert = z.infer<typeof routeUpsert>;
