/** The PDF printer's thread: prints each report it is sent and answers its bytes (or the error's message). */
import { parentPort } from 'node:worker_threads';
import type { PrintJob } from './printer';
import { renderAreaReport, renderSiteReport } from './render';

parentPort?.on('message', async ({ id, job }: { id: number; job: PrintJob }) => {
  try {
    const pdf = job.kind === 'site' ? await renderSiteReport(job.content) : await renderAreaReport(job.content);
    parentPort?.postMessage({ id, pdf });
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error) });
  }
});
