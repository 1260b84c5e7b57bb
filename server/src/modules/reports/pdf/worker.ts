/** The PDF printer's thread: prints each report it is sent and answers its bytes (or the error's message). */
import { parentPort } from 'node:worker_threads';
import type { PrintJob } from './printer';
import { renderAreaReport, renderSiteReport, renderSlaSheet } from './render';

parentPort?.on('message', async ({ id, job }: { id: number; job: PrintJob }) => {
  try {
    const pdf =
      job.kind === 'site'
        ? await renderSiteReport(job.content)
        : job.kind === 'area'
          ? await renderAreaReport(job.content)
          : await renderSlaSheet(job.sla);
    parentPort?.postMessage({ id, pdf });
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error) });
  }
});
