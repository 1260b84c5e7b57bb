/**
 * Prints reports (and the portal's SLA sheet) on a thread of their own: a monthly report takes the renderer a second or more of solid work,
 * which on the server's main thread would hold back every alert, scan and socket message meanwhile. One thread,
 * started on the first report and kept (unref'd: it never keeps the process alive); reports queue on it in turn.
 * A thread that dies fails the reports it held and is started afresh for the next one.
 *
 * The thread runs worker.ts under the TypeScript loader when the server runs from source, and the bundle's
 * pdfWorker.js beside main.js when it runs from the build (tools/build/server.ts makes both).
 */
import { Worker } from 'node:worker_threads';
import type { PortalSla } from '../../../../../contract/portal';
import type { AreaReportContent, SiteReportContent } from '../content';

export type PrintJob =
  | { kind: 'site'; content: SiteReportContent }
  | { kind: 'area'; content: AreaReportContent }
  | { kind: 'sla'; sla: PortalSla };
type Answer = { id: number; pdf?: Uint8Array; error?: string };

const fromSource = import.meta.url.endsWith('.ts');
const script = new URL(fromSource ? './worker.ts' : './pdfWorker.js', import.meta.url);

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker = null;
}

function thread(): Worker {
  if (worker) return worker;
  const started = fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`,
        {
          eval: true,
        },
      )
    : new Worker(script);
  started.unref();
  started.on('message', ({ id, pdf, error }: Answer) => {
    const job = waiting.get(id);
    if (!job) return;
    waiting.delete(id);
    if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    else job.reject(new Error(`the report could not be printed: ${error}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the report printer stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/** The report's PDF, printed off the main thread. */
export function printReport(job: PrintJob): Promise<Buffer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread().postMessage({ id, job });
  });
}
