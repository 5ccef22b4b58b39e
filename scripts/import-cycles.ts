/*
 * The repository's import graph and its cycles, at three levels: modules (anywhere), packages
 * (packages/*), and the folders of each package's src/ (a file directly in src/ counts as its
 * own folder). Every import counts, `import type` and `export ... from` too: a cycle of types is
 * still two modules that cannot be understood, moved or tested apart.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';

/** Source files by path from the repository root (posix separators) and what each imports. */
export interface ImportGraph {
  files: readonly string[];
  imports: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A cycle: the level it was found at, and one closed path through it (first = last). */
export interface ImportCycle {
  level: 'module' | 'package' | 'folder';
  path: readonly string[];
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = /(^|\/)(node_modules|dist|storybook-static|coverage|data)\/|^bench\/peers\//;

/** The source files git knows of (tracked, or new and not ignored). */
export function listSourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !SKIPPED.test(file) && existsSync(join(root, file)));
}

/** Where `@admit/<name>[/<sub>]` points: the file its package.json `exports` names. */
function resolveWorkspace(root: string, specifier: string): string | undefined {
  const match = /^@admit\/([^/]+)(\/.+)?$/.exec(specifier);
  if (!match) return undefined;
  const manifest = join(root, 'packages', match[1]!, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports;
  const target = (exports as Record<string, unknown> | undefined)?.[`.${match[2] ?? ''}`];
  return typeof target === 'string' ? posix.join('packages', match[1]!, target) : undefined;
}

/** Reads every file's imports and resolves those that name a file of the repository. */
export function readImportGraph(root: string, files = listSourceFiles(root)): ImportGraph {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return resolveWorkspace(root, specifier);
    const base = posix.normalize(posix.join(posix.dirname(from), specifier));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => known.has(file));
  };
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const found = ts.preProcessFile(text, true, true).importedFiles;
    const targets = new Set<string>();
    for (const { fileName } of found) {
      const target = resolve(file, fileName);
      if (target && target !== file) targets.add(target);
    }
    imports.set(file, targets);
  }
  return { files, imports };
}

/** Strongly connected components of more than one node (Tarjan), each in discovery order. */
function components(nodes: Iterable<string>, next: (node: string) => Iterable<string>) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.reverse());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** One closed path through a component: from its first member, back to it (breadth first). */
function closedPath(component: readonly string[], next: (node: string) => Iterable<string>) {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of next(node)) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start;) {
          path.splice(1, 0, at);
          at = cameFrom.get(at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...component, start];
}

/** The graph of a grouping of files: an edge between two groups for every import across them. */
function grouped(
  graph: ImportGraph,
  groupOf: (file: string) => string | undefined,
  counts: (file: string, target: string) => boolean = () => true,
) {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph.imports) {
    const from = groupOf(file);
    if (from === undefined) continue;
    for (const target of targets) {
      if (!counts(file, target)) continue;
      const to = groupOf(target);
      if (to === undefined || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

const packageOf = (file: string) =>
  file.startsWith('packages/') ? file.split('/').slice(0, 2).join('/') : undefined;

/** packages/<name>/src/<folder>/ for a file in a folder of src/, the file itself in src/. */
const folderOf = (file: string) => {
  const parts = file.split('/');
  if (parts[0] !== 'packages' || parts[2] !== 'src' || parts.length < 4) return undefined;
  return parts.length === 4 ? file : `${parts.slice(0, 4).join('/')}/`;
};

/** Every cycle of the graph: between modules, between packages, between a package's folders. */
export function findImportCycles(graph: ImportGraph): ImportCycle[] {
  const cycles: ImportCycle[] = [];
  const collect = (
    level: ImportCycle['level'],
    edges: ReadonlyMap<string, ReadonlySet<string>>,
  ) => {
    const next = (node: string) => edges.get(node) ?? [];
    for (const component of components(edges.keys(), next))
      cycles.push({ level, path: closedPath(component, next) });
  };
  collect('module', graph.imports);
  collect('package', grouped(graph, packageOf));
  // Folders only within one package: packages are the level above.
  collect(
    'folder',
    grouped(graph, folderOf, (file, target) => packageOf(file) === packageOf(target)),
  );
  return cycles;
}

/** The repository root (this file is in scripts/). */
export const REPO_ROOT = dirname(import.meta.dirname);
