/**
 * `npm test`: two lanes side by side. The first: lint, types, then the unit, UI and API tests, then the journeys of
 * AFTER_TESTS; the second: the build, then the other browser journeys. The first lane writes as it goes; the
 * journeys' output is kept and written after it, so the two never interleave; the first lane's failed tests are
 * written once more at the end. Exits 1 when either lane failed, naming which.
 *
 * The lanes take turns for nothing: the journeys' servers and browsers spend much of their time waiting on each
 * other, which the tests beside them fill (docs/performance.md#tests-and-ci).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

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

/**
 * Journeys run in the first lane once its tests are done, so that the two lanes end together: the journeys are the
 * longer lane by a few minutes on a 2-core machine (docs/performance.md#tests-and-ci). Each has its own server,
 * data folder and browser, so one may run beside the second lane's.
 */
const AFTER_TESTS = ['e2e/reports.test.ts', 'e2e/contacts.test.ts'];
const JOURNEYS = readdirSync('e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `e2e/${name}`)
  .filter((file) => !AFTER_TESTS.includes(file));

const projectArgs = projects.map((name) => `--project ${name}`).join(' ');
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const journeysOf = (files) => lane(`vitest run --project e2e ${files.join(' ')}`, false, journeyEnv);
const build = lane('npm run build && node e2e/check-chromium.js', false, journeyEnv);
/** The journeys of `files` once the build is there; the build's own failure when it is not. */
const afterBuild = (files) => build.then((built) => (built.code === 0 ? journeysOf(files) : built));

const first = lane(`npm run lint && npm run typecheck && vitest run ${projectArgs}`, true).then(async (tests) => {
  console.log(
    `\nlint, types, unit, UI and API tests${postgres ? ' (API on PostgreSQL)' : ''}: exit ${tests.code} after ${seconds()}`,
  );
  return { tests, after: await afterBuild(AFTER_TESTS) };
});
const [{ tests, after }, built, journeys] = await Promise.all([first, build, afterBuild(JOURNEYS)]);
console.log('\nThe build, then the browser journeys (beside the tests above)\n');
process.stdout.write(built.kept);
if (built.code === 0) {
  process.stdout.write(journeys.kept);
  console.log(`\nThe journeys run after the tests above (${AFTER_TESTS.join(', ')})\n`);
  process.stdout.write(after.kept);
}
// The unit, UI and API lane's failures again, last: a CI log that keeps only its tail still names them.
if (tests.code !== 0) process.stdout.write(`\nlint, types, unit, UI and API tests failed:\n${failures(tests.kept)}`);
const journeysCode = built.code || journeys.code || after.code;
console.log(
  `\nlint, types, unit, UI and API tests: exit ${tests.code}; build and browser journeys: exit ${journeysCode} (${seconds()} in all)`,
);
process.exit(tests.code === 0 && journeysCode === 0 ? 0 : 1);
