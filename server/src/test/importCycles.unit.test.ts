/**
 * No import cycle between server folders (server/src/<folder>/, server/src/modules/<module>/, server/src/db/demo/):
 * the layering runs one way, so a folder can be read, tested and moved without the rest.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph } from './importGraph';

const graph = folderGraph(join(import.meta.dirname, '..'));

describe('the import graph between server folders', () => {
  it('sees the folders and their imports', () => {
    expect(graph.get('modules/handset')).toContain('modules/alert');
    expect(graph.get('app.ts')).toContain('plugins');
    expect(graph.has('db/demo')).toBe(true);
  });

  it('has no cycle, between modules or through a folder outside them (http, plugins, notify, jobs, db, csv…)', () => {
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const knotted = new Map([
      ['http', new Set(['plugins'])],
      ['plugins', new Set(['db'])],
      ['db', new Set(['http'])],
      ['jobs', new Set(['db'])],
    ]);
    expect(cycles(knotted)).toEqual([['db', 'http', 'plugins']]);
  });
});
