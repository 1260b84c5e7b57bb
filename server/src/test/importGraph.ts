/**
 * The import graph between server folders: each of server/src/<folder>/ and server/src/modules/<module>/ is one node
 * (a file directly in server/src is a node of its own, and server/src/db/demo/ is one apart from db/), and an edge is a TypeScript import (static, `import type` and
 * `import()` alike) from a file of one node to a file of another. Tests are left out: they may reach anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The node a file (relative to server/src) belongs to, or null outside server/src. */
function folderOf(path: string): string | null {
  if (path.startsWith('..')) return null;
  const parts = path.split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  // The demo data loads through the modules like live traffic: a folder of its own, above them.
  if (parts[0] === 'db' && parts[1] === 'demo' && parts.length > 2) return 'db/demo';
  return parts[0];
}

/** Every edge between server folders: from → the set of folders it imports. */
export function folderGraph(serverSrc: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(serverSrc, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of files) {
    const from = folderOf(relative(serverSrc, file));
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(relative(serverSrc, resolve(dirname(file), specifier)));
      if (to && to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one folder (Tarjan), each sorted. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, indexOf.get(next) as number));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}
