/** When the demo data is loaded, and what is printed then: by the server at start, and by `npm run seed`. */
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Config } from '../../config';
import type { Database, Db } from '../client';
import { companies } from '../schema';
import { type DemoAccount, loadDemo } from './load';
import { DEMO_PASSWORD } from './password';

/** At start: DEMO=1 always, DEMO=0 never, otherwise only on a new embedded database. */
export const demoWanted = (config: Pick<Config, 'demo' | 'databaseUrl'>, database: Pick<Database, 'isNew'>) =>
  config.demo ?? (database.isNew && !config.databaseUrl);

/** Loads the demo data into a database with no companies: answers its sign-in accounts, or null (left as it was). */
export async function loadDemoIfEmpty(db: Db): Promise<DemoAccount[] | null> {
  if ((await db.$count(companies)) > 0) return null;
  return loadDemo(db);
}

/** The password and the demo sign-in accounts, one a line. */
export function demoLoadedText(accounts: DemoAccount[]): string {
  const lines = accounts.map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(36)} ${a.company}`);
  return `\n${fill(MESSAGES.demo.loaded, { password: DEMO_PASSWORD })}\n${lines.join('\n')}\n`;
}
