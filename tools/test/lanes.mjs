/**
 * `npm test`'s second half: the unit, UI and API tests and the browser journeys (after the build) side by side, as
 * two lanes. The first lane writes as it goes; the journeys' output is kept and written after it, so the two never
 * interleave; the first lane's failed tests are written once more at the end. Exits 1 when either lane failed, naming which.
 *
 * The lanes take turns for nothing: the journeys' servers and browsers spend much of their time waiting on each
 * other, which the tests beside them fill (docs/performance.md#tests-and-ci).
 */
import { spawn } from 'node:child_process';

/**
 * Runs `command` through the shell; resolves with its exit code and its output, kept and (with `through`) also
 * written through as it comes.
 */
function lane(command, through, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let kept = '';
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        kept += chunk;
        if (through) out.write(chunk);
      });
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), kept }));
  });
}

/** vitest's 'Failed Suites' and 'Failed Tests' of a lane's output (up to its summary), for a CI log's last lines. */
function failures(output) {
  const found = [' Failed Suites ', ' Failed Tests '].map((title) => output.indexOf(title)).filter((at) => at >= 0);
  if (!found.length) return '';
  const from = Math.min(...found);
  const to = output.indexOf(' Test Files ', from);
  return output.slice(output.lastIndexOf('\n', from) + 1, to < 0 ? undefined : to);
}

// Inside tools/pg/with-postgres.sh (as .ci/run calls it) the API tests run on that PostgreSQL cluster, with the
// instances-behind-nginx tests; the journeys keep their own PGlite data folders either way.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = ['unit', 'ui', 'api', ...(postgres ? ['cluster'] : [])];
const journeyEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'TEST_DATABASE_URL'),
);

const projectArgs = projects.map((name) => `--project ${name}`).join(' ');
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const [tests, journeys] = await Promise.all([
  lane(`vitest run ${projectArgs}`, true).then((result) => {
    console.log(
      `\nunit, UI and API tests${postgres ? ' (API on PostgreSQL)' : ''}: exit ${result.code} after ${seconds()}`,
    );
    return result;
  }),
  lane('npm run test:e2e', false, journeyEnv),
]);
console.log('\nBrowser journeys (beside the tests above)\n');
process.stdout.write(journeys.kept);
// The unit, UI and API lane's failures again, last: a CI log that keeps only its tail still names them.
if (tests.code !== 0) process.stdout.write(`\nunit, UI and API tests failed:\n${failures(tests.kept)}`);
console.log(
  `\nunit, UI and API tests: exit ${tests.code}; browser journeys: exit ${journeys.code} (${seconds()} in all)`,
);
process.exit(tests.code === 0 && journeys.code === 0 ? 0 : 1);
