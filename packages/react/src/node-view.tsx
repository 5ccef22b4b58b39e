import { guardsHold, type ViewNode } from '@admit/engine';
import { memo, useMemo } from 'react';
import { anchorId, partAnchorIds } from './anchor-ids.ts';
import { useFormContext, useFormTopics } from './form-context.tsx';
import { guardTopics } from './form-topics.ts';
import { useRevealed } from './use-revealed.ts';
import { visibilityContext } from './visibility-context.ts';

/**
 * Whether a node shows: its own guards hold (ancestors' guards are checked by the enclosing
 * NodeViews and containers; a dependent select's "its controller's answer has a list" is one of
 * its guards). It runs only when something the guards read changes, and yields a boolean, so the
 * node re-renders only when this flips; a node without guards subscribes to nothing.
 */
function useNodeShown(node: ViewNode): boolean {
  const { model, mode } = useFormContext();
  const topics = useMemo(() => guardTopics(node.guards), [node.guards]);
  return useFormTopics(topics, (s) => guardsHold(model, node.guards, visibilityContext(s, mode)));
}

/**
 * Renders one node: hidden while its guards fail, else through the registry's highest-ranked
 * renderer, which receives only `{node}` and subscribes to what it needs itself. A node that
 * starts to show mounts in a background render (useRevealed), after the interaction that showed
 * it has painted.
 *
 * Anchors: NodeView wraps every node in `<div id={anchorId(node)}>` — the answer key of a
 * question, the id of a block — so summary links `/<page>#<key>` scroll to it; block nodes
 * (checkbox groups, addresses, schools) also get an empty anchor per part key. Ids equal to an
 * answer key are therefore taken: widgets must give their inputs other ids (for example useId()).
 *
 * Containers decide which children lists show and render them with <NodeList>: add-another
 * `blocks.slice(0, count)`, tabs the chosen tab, confirm `before`/`after` by its answer, a radio
 * `contentByValue[value]`; those choices are not among the children's own guards.
 */
export const NodeView = memo(function NodeView({ node }: { node: ViewNode }) {
  const { model, mode, registry } = useFormContext();
  const shown = useRevealed(useNodeShown(node));
  if (!shown) return null;
  const { renderer: Renderer } = registry.resolve(node, { mode, model });
  return (
    <div id={anchorId(node)} className="admit-node" data-node-type={node.type}>
      {partAnchorIds(node).map((id) => (
        <span key={id} id={id} className="admit-anchor" />
      ))}
      <Renderer node={node} />
    </div>
  );
});

/** Renders a list of nodes. Memoised: a parent's re-render does not re-render the children. */
export const NodeList = memo(function NodeList({ nodes }: { nodes: readonly ViewNode[] }) {
  return nodes.map((node) => <NodeView key={anchorId(node)} node={node} />);
});
