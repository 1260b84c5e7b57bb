/** deploy/grafana-dashboard.json draws every figure of the work's own that /metrics sends, and only those. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the Grafana dashboard', () => {
  it('queries exactly the metrics the server defines, each panel with a Prometheus query', () => {
    const dashboard = JSON.parse(read('deploy/grafana-dashboard.json')) as {
      panels: { type: string; targets?: { expr: string }[] }[];
    };
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(charts.length).toBeGreaterThan(10);
    const queried = new Set<string>();
    for (const panel of charts) {
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? [])
        for (const [name] of expr.matchAll(/\bpatrol_[a-z_]+/g)) queried.add(name.replace(/_(bucket|count|sum)$/, ''));
    }
    const defined = new Set(
      ['server/src/metrics/tally.ts', 'server/src/http/metrics.ts'].flatMap((file) =>
        [...read(file).matchAll(/name: '(patrol_[a-z_]+)'/g)].map((match) => match[1]),
      ),
    );
    expect([...queried].sort()).toEqual([...defined].sort());
  });
});
