/**
 * The built server's entry, dist-server/main.js: runs the server (server.cjs beside it, the bundle of server/src/main.ts)
 * from the code cache in the data folder (codeCache.ts). The build gives BUNDLE_ID, the bundle's content hash.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './codeCache';
import { dataDirOf } from './dataDir';

declare const BUNDLE_ID: string;

const here = dirname(fileURLToPath(import.meta.url));
// A configuration check runs little of the server: its compiled code is not kept.
const checkOnly = process.argv.includes('--check-config');
runWithCodeCache(join(here, 'server.cjs'), join(dataDirOf(process.env.DATA_DIR), 'code-cache'), BUNDLE_ID, {
  keep: !checkOnly,
});
