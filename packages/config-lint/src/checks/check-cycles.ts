import { conditionKeys, type FieldModel, nearestPointer } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

/** The keys a field's visibility reads: its and its ancestors' conditions, and its controller. */
const visibilityInputs = (field: FieldModel): string[] => {
  const keys: string[] = [];
  for (const guard of field.guards)
    if (guard.type === 'condition') conditionKeys(guard.condition, keys);
  if (field.controller && !keys.includes(field.controller)) keys.push(field.controller);
  return keys;
};

/**
 * Cycles between visibility conditions: A is shown depending on B and B depending on A (directly,
 * through more questions, or A on itself). Hidden answers are cleared, so such a chain never
 * settles. One error per cycle, at its first question in reading order.
 */
export const checkCycles: ConfigCheck = (config, model) => {
  const edges = new Map<string, string[]>();
  for (const field of model.fields)
    edges.set(
      field.key,
      visibilityInputs(field).filter((k) => model.fieldsByKey.has(k)),
    );
  const problems: ConfigProblem[] = [];
  const reported = new Set<string>();
  for (const component of stronglyConnected([...edges.keys()], (k) => edges.get(k) ?? [])) {
    const start = component[0]!;
    if (component.length === 1 && !(edges.get(start) ?? []).includes(start)) continue;
    const path = cycleThrough(start, new Set(component), (k) => edges.get(k) ?? []);
    const fields = path.map((k) => model.fieldsByKey.get(k)!);
    const signature = [...new Set(fields.map((f) => f.pointer))].sort().join(' ');
    if (reported.has(signature)) continue;
    reported.add(signature);
    problems.push({
      severity: 'error',
      pointer: nearestPointer(config, fields[0]!.pointer),
      message: `visibility conditions form a cycle (each depends on the next): ${[...path, start].join(' → ')}`,
      rule: 'condition-cycle',
    });
  }
  return problems;
};

/** Tarjan's strongly connected components; each component lists its nodes in the input order. */
function stronglyConnected(nodes: string[], next: (n: string) => string[]): string[][] {
  const order = new Map(nodes.map((n, i) => [n, i]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (n: string) => {
    index.set(n, counter);
    low.set(n, counter++);
    stack.push(n);
    onStack.add(n);
    for (const m of next(n)) {
      if (!index.has(m)) {
        visit(m);
        low.set(n, Math.min(low.get(n)!, low.get(m)!));
      } else if (onStack.has(m)) low.set(n, Math.min(low.get(n)!, index.get(m)!));
    }
    if (low.get(n) !== index.get(n)) return;
    const component: string[] = [];
    for (let m = stack.pop()!; ; m = stack.pop()!) {
      onStack.delete(m);
      component.push(m);
      if (m === n) break;
    }
    components.push(component.sort((a, b) => order.get(a)! - order.get(b)!));
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return components.sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
}

/** A shortest path from start back to itself inside a component (breadth first), without the return. */
function cycleThrough(start: string, within: Set<string>, next: (n: string) => string[]): string[] {
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const n = queue.shift()!;
    for (const m of next(n)) {
      if (!within.has(m)) continue;
      if (m === start) {
        const path = [n];
        while (path[0] !== start) path.unshift(from.get(path[0]!)!);
        return path;
      }
      if (!from.has(m)) {
        from.set(m, n);
        queue.push(m);
      }
    }
  }
  return [start];
}
