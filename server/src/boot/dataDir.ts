/** The data folder: DATA_DIR, or ./data beside where the server was started. Read by the config and the boot. */
import { resolve } from 'node:path';

export const dataDirOf = (dir: string | undefined): string => resolve(dir ?? './data');
