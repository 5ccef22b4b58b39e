import { viewAnchorId, type FieldModel, type ViewNode } from '@admit/engine';
import { NOT_APPLICABLE, type RendererEntry, type TesterContext } from './contract.ts';

/** Picks the renderer of each node: the entry whose tester ranks highest. */
export interface Registry {
  readonly entries: readonly RendererEntry[];
  /**
   * The entry that ranks highest for the node in this context; on a tie the entry registered
   * later wins, so `extend` can replace a renderer at the same rank. Throws when none applies.
   */
  resolve(node: ViewNode, context: TesterContext): RendererEntry;
  /** A new registry with these entries added after the existing ones (an app or a partner adds renderers). */
  extend(entries: readonly RendererEntry[]): Registry;
}

/** How a node is named in errors: its type and its anchor (a question's key, with its kind). */
export function describeNode(node: ViewNode): string {
  const { field } = node as { field?: FieldModel };
  return `${node.type} "${viewAnchorId(node)}"${field ? ` (${field.kind})` : ''}`;
}

/** Creates a ranked tester registry (JSON Forms style). Results are cached per node, model and mode. */
export function createRegistry(entries: readonly RendererEntry[]): Registry {
  const list = [...entries];
  const cache = new WeakMap<
    ViewNode,
    WeakMap<TesterContext['model'], Map<string, RendererEntry>>
  >();

  const rank = (node: ViewNode, context: TesterContext): RendererEntry => {
    let best: RendererEntry | undefined;
    let bestRank = NOT_APPLICABLE;
    for (const entry of list) {
      const r = entry.tester(node, context);
      if (r > NOT_APPLICABLE && r >= bestRank) {
        best = entry;
        bestRank = r;
      }
    }
    if (!best)
      throw new Error(
        `No renderer applies to ${describeNode(node)} in mode "${context.mode}". Register one whose tester ranks it.`,
      );
    return best;
  };

  return {
    entries: list,
    resolve(node, context) {
      let byModel = cache.get(node);
      if (!byModel) cache.set(node, (byModel = new WeakMap()));
      let byMode = byModel.get(context.model);
      if (!byMode) byModel.set(context.model, (byMode = new Map()));
      let entry = byMode.get(context.mode);
      if (!entry) byMode.set(context.mode, (entry = rank(node, context)));
      return entry;
    },
    extend: (more) => createRegistry([...list, ...more]),
  };
}
