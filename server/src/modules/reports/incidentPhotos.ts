/**
 * The day's incidents for the site PDF (issue 34), each with its photos read from the file store and made small: at
 * most PHOTO_SIDE pixels on the longer side, JPEG (sharp), so a report with a dozen photos stays a few hundred kB.
 * A photo the store no longer has, or cannot be read as an image, is counted as missing, never a failed report.
 */
import type { Db, Tx } from '../../db/client';
import { FILES_PREFIX, type FileStore } from '../../integrations/fileStore';
import type { IncidentLine } from './content';
import { siteIncidents } from './siteIncidents';

/** The longer side of a printed photo, in pixels: sharp enough at the 150 pt it is printed, a few dozen kB. */
const PHOTO_SIDE = 480;

async function smallPhoto(files: FileStore, url: string, companyId: number): Promise<Uint8Array | null> {
  if (!url.startsWith(FILES_PREFIX)) return null;
  const file = await files.find(url.slice(FILES_PREFIX.length), companyId);
  if (!file?.contentType.startsWith('image/')) return null;
  try {
    // sharp (native) is loaded with the first photo printed, not at the server's start.
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(file.content)
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch {
    return null;
  }
}

export async function incidentLines(
  db: Db | Tx,
  files: FileStore | undefined,
  site: { id: number; companyId: number },
  period: { from: number; to: number },
): Promise<IncidentLine[]> {
  const lines: IncidentLine[] = [];
  for (const incident of await siteIncidents(db as Db, site.id, period)) {
    const photos: Uint8Array[] = [];
    for (const url of files ? incident.imageUrls : []) {
      const photo = await smallPhoto(files as FileStore, url, site.companyId);
      if (photo) photos.push(photo);
    }
    lines.push({
      sentAt: incident.sentAt,
      guard: incident.guard,
      category: incident.category,
      severity: incident.severity,
      status: incident.status,
      text: incident.text,
      approvedBy: incident.approvedBy,
      photos,
      missingPhotos: incident.imageUrls.length - photos.length,
    });
  }
  return lines;
}
