/**
 * `npm test`'s second half: the unit, UI and API tests and the browser journeys (after the build) side by side, as
 * two lanes. The first lane writes as it goes; the journeys' output is kept and written after it, so the two never
 * interleave. Exits 1 when either lane failed, naming which.
 *
 * The lanes take turns for nothing: the journeys' servers and browsers spend much of their time waiting on each
 * other, which the tests beside them fill (docs/performance.md#tests-and-ci).
 */
import { spawn } from 'node:child_process';

/** Runs `command` through the shell; resolves with its exit code, its output written through or kept. */
function lane(command, keep, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env,
      stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'],
    });
    let kept = '';
    if (keep) {
      child.stdout.on('data', (chunk) => {
        kept += chunk;
      });
      child.stderr.on('data', (chunk) => {
        kept += chunk;
      });
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), kept }));
  });
}

// Inside tools/pg/with-postgres.sh (as .ci/run calls it) the API tests run on that PostgreSQL cluster, with the
// instances-behind-nginx tests; the journeys keep their own PGlite data folders either way.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = ['unit', 'ui', 'api', ...(postgres ? ['cluster'] : [])];
const journeyEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'TEST_DATABASE_URL'),
);

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const [tests, journeys] = await Promise.all([
  lane(`vitest run ${projects.map((name) => `--project ${name}`).join(' ')}`, false).then((result) => {
    console.log(
      `\nunit, UI and API tests${postgres ? ' (API on PostgreSQL)' : ''}: exit ${result.code} after ${seconds()}`,
    );
    return result;
  }),
  lane('npm run test:e2e', true, journeyEnv),
]);
console.log('\nBrowser journeys (beside the tests above)\n');
process.stdout.write(journeys.kept);
console.log(
  `\nunit, UI and API tests: exit ${tests.code}; browser journeys: exit ${journeys.code} (${seconds()} in all)`,
);
process.exit(tests.code === 0 && journeys.code === 0 ? 0 : 1);
