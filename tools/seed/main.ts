/**
 * `npm run seed`: loads the demo data into the configured database (DATABASE_URL, else the embedded one
 * under DATA_DIR), whatever DEMO says, with DEMO_HISTORY_DAYS of handset history; a database that already has
 * companies is left as it is. On the embedded database the server must be stopped first: one process per data folder.
 */
import { MESSAGES } from '../../contract/messages';
import { loadConfig } from '../../server/src/config';
import { demoHistoryText, demoLoadedText, loadDemoHistoryOf, loadDemoIfEmpty } from '../../server/src/db/demo/seed';
import { openForProcess } from '../../server/src/db/open';
import { fileStoreFor } from '../../server/src/integrations/fileStore';
import { applySealKey } from '../../server/src/modules/integrity/seal';

const config = loadConfig();
// The history's events are sealed as the server seals what it stores.
applySealKey(config.checkpointSecret);
const { database, release } = await openForProcess(config);
try {
  const accounts = await loadDemoIfEmpty(database.db);
  console.log(accounts ? demoLoadedText(accounts) : MESSAGES.demo.notLoaded);
  const history = accounts
    ? await loadDemoHistoryOf(database.db, { files: fileStoreFor(database, config.dataDir), settings: config })
    : null;
  if (history) console.log(demoHistoryText(history));
} finally {
  await database.close();
  release();
}
