/**
 * A serial scanned at a site: the site's tag of that serial, a serial no tag has recorded as an
 * unallocated tag (offered when a tag is added; saving it as a tag allocates it), and an enrolled
 * serial made a tag of the site. Serials are stored and compared in one form (`normalTagSerial`): a tag saved as
 * `04A25E21B20001` is the tag a handset reads as `04:a2:5e:21:b2:00:01`.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { normalTagSerial } from '../../../../contract/tagSerial';
import type { Db, Tx } from '../../db/client';
import { routeTags } from '../../db/schema';

/** The site's tag (allocated or not) of this serial; a removed tag is none (its serial is unknown again). */
export async function tagOfSerial(tx: Tx, siteId: number, serialNumber: string) {
  const [tag] = await tx
    .select()
    .from(routeTags)
    .where(
      and(
        eq(routeTags.siteId, siteId),
        eq(routeTags.serialNumber, normalTagSerial(serialNumber)),
        isNull(routeTags.removedAt),
      ),
    );
  return tag;
}

/** Records a serial no tag of the site has, named by its serial, where it was scanned. */
export async function recordUnallocated(
  tx: Tx,
  siteId: number,
  serialNumber: string,
  where: { latitude: number | null; longitude: number | null },
) {
  const serial = normalTagSerial(serialNumber);
  await tx.insert(routeTags).values({ siteId, name: serial, serialNumber: serial, allocated: false, ...where });
}

/**
 * Makes a serial a handset enrolled a tag of the site, in the caller's transaction: allocates the site's
 * unallocated row of that serial (named as enrolled; placed where enrolled, or where it was scanned when the
 * handset sent no position), or creates the tag. Null, changing nothing, when the serial already is a tag of the site.
 */
export async function enrollTag(
  tx: Tx,
  siteId: number,
  tag: { name: string; serialNumber: string; latitude: number | null; longitude: number | null },
) {
  const existing = await tagOfSerial(tx, siteId, tag.serialNumber);
  if (existing?.allocated) return null;
  const { name, latitude, longitude } = tag;
  const serialNumber = normalTagSerial(tag.serialNumber);
  const place = latitude === null || longitude === null ? {} : { latitude, longitude };
  const [saved] = existing
    ? await tx
        .update(routeTags)
        .set({ name, allocated: true, ...place })
        .where(eq(routeTags.id, existing.id))
        .returning({ id: routeTags.id })
    : await tx
        .insert(routeTags)
        .values({ siteId, name, serialNumber, ...place, allocated: true })
        .returning({ id: routeTags.id });
  return saved.id;
}

/** The site's named tags (not removed), by name: what a handset shows for a serial it reads. */
export function siteTags(db: Db, siteId: number) {
  return db
    .select({ serialNumber: routeTags.serialNumber, name: routeTags.name })
    .from(routeTags)
    .where(and(eq(routeTags.siteId, siteId), eq(routeTags.allocated, true), isNull(routeTags.removedAt)))
    .orderBy(asc(routeTags.name));
}
