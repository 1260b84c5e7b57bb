/**
 * A serial scanned at a site: the site's tag of that serial, and a serial no tag has recorded as an
 * unallocated tag (offered when a tag is added; saving it as a tag allocates it).
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { routeTags } from '../../db/schema';

/** The site's tag (allocated or not) of this serial. */
export async function tagOfSerial(tx: Tx, siteId: number, serialNumber: string) {
  const [tag] = await tx
    .select()
    .from(routeTags)
    .where(and(eq(routeTags.siteId, siteId), eq(routeTags.serialNumber, serialNumber)));
  return tag;
}

/** Records a serial no tag of the site has, named by its serial, where it was scanned. */
export async function recordUnallocated(
  tx: Tx,
  siteId: number,
  serialNumber: string,
  where: { latitude: number | null; longitude: number | null },
) {
  await tx.insert(routeTags).values({ siteId, name: serialNumber, serialNumber, allocated: false, ...where });
}
