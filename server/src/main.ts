/**
 * Reads the configuration and starts the server (serve.ts). With `--check-config` it checks the environment and exits
 * (0: good; 1: one line naming the bad variable), starting nothing: the server's code is loaded only once the
 * configuration is good, so a refused start or a check answers at once.
 */
import { type Config, ConfigError, checkConfig, loadConfig } from './config';

/** The whole start, in one function (no top-level await: the bundle is a CommonJS script, tools/build/server.ts). */
async function main() {
  const checkOnly = process.argv.includes('--check-config');
  let config: Config;
  try {
    config = checkOnly ? checkConfig() : loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (checkOnly) {
    console.log(`configuration ok: port ${config.port}, ${config.databaseUrl ? 'PostgreSQL' : 'embedded database'}`);
    process.exit(0);
  }
  const { serve } = await import('./serve');
  await serve(config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
