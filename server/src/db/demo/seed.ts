/** When the demo data is loaded, and what is printed then: by the server at start, and by `npm run seed`. */
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Config } from '../../config';
import type { FileStore } from '../../integrations/fileStore';
import type { Database, Db } from '../client';
import { companies } from '../schema';
import { type HistoryOptions, type HistorySettings, type HistorySummary, loadDemoHistory } from './history';
import { DEMO_COMPANY, type DemoAccount, loadDemo } from './load';
import { DEMO_PASSWORD } from './password';

/** The seed of the demo history's traffic: the same days bring the same week. */
const HISTORY_SEED = 18;

/** What the demo history needs: where clock photos go, the patrol and handset settings, how many shift days. */
export interface DemoHistory {
  files: FileStore;
  settings: HistorySettings & { demoHistoryDays: number };
}

/** At start: DEMO=1 always, DEMO=0 never, otherwise only on a new embedded database. */
export const demoWanted = (config: Pick<Config, 'demo' | 'databaseUrl'>, database: Pick<Database, 'isNew'>) =>
  config.demo ?? (database.isNew && !config.databaseUrl);

/** Loads the demo data into a database with no companies: answers its sign-in accounts, or null (left as it was). */
export async function loadDemoIfEmpty(db: Db): Promise<DemoAccount[] | null> {
  if ((await db.$count(companies)) > 0) return null;
  return loadDemo(db);
}

/**
 * Loads the demo company's history of `demoHistoryDays` shift days (none when 0), played up to `now` (its reference
 * day; default the wall clock's now): the same `now` brings the same history. `stopped` ends it early.
 */
export function loadDemoHistoryOf(
  db: Db,
  history: DemoHistory,
  when: Pick<HistoryOptions, 'stopped' | 'now' | 'answered'> = {},
) {
  const days = history.settings.demoHistoryDays;
  if (days <= 0) return Promise.resolve(null);
  return loadDemoHistory(db, history.files, history.settings, DEMO_COMPANY, { days, seed: HISTORY_SEED, ...when });
}

/** The password and the demo sign-in accounts, one a line. */
export function demoLoadedText(accounts: DemoAccount[]): string {
  const lines = accounts.map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(36)} ${a.company}`);
  return `\n${fill(MESSAGES.demo.loaded, { password: DEMO_PASSWORD })}\n${lines.join('\n')}\n`;
}

/** What the history brought. */
export const demoHistoryText = (made: HistorySummary) =>
  fill(made.complete ? MESSAGES.demo.history : MESSAGES.demo.historyStopped, {
    days: made.days.length,
    company: DEMO_COMPANY,
    events: made.events,
  });
