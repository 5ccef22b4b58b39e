import { evaluateVisibility } from '@admit/engine';
import {
  FormPage,
  createFormStore,
  createRegistry,
  type NodeRendererProps,
  type RendererEntry,
} from '@admit/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderers as muiRenderers } from '../../../src/renderers.ts';
import { loadBundledModel, openAllBranches } from '../../react/bundled-partner.ts';
import { renderInForm } from '../../../src/test-kit/render-page.tsx';
import { lastIndependentText } from '../../react/last-independent-text.ts';

/*
 * The fan-out of one keystroke with the real MUI widget set: every registered renderer is wrapped
 * in a Profiler, so each node whose subtree commits is logged (a node inside a container that
 * commits is logged with it). (The react package proves the same with plain HTML renderers.)
 */
const renders: string[] = [];

const keyOf = (node: NodeRendererProps['node'] & { field?: { key: string } }): string =>
  node.type === 'field' || node.type === 'confirm'
    ? node.field!.key
    : 'id' in node
      ? String(node.id)
      : node.type;

/** Renderers of questions (leaves); the others (group, add-another, tabs...) hold other nodes. */
const QUESTION_RENDERERS = new Set(
  muiRenderers
    .filter(
      (e) =>
        e.name !== 'mui/group' &&
        e.name !== 'mui/addAnother' &&
        e.name !== 'mui/tabs' &&
        e.name !== 'mui/markdown',
    )
    .map((e) => e.name),
);

const counted: RendererEntry[] = muiRenderers.map((entry) => {
  const Inner = entry.renderer as ComponentType<NodeRendererProps>;
  // A question's subtree committing (its own state, MUI's inner components) counts once per node;
  // a container counts when it renders itself (a Profiler would also fire for its children).
  const Counted = QUESTION_RENDERERS.has(entry.name)
    ? (props: NodeRendererProps) => {
        const id = `${entry.name}:${keyOf(props.node)}`;
        return (
          <Profiler id={id} onRender={() => renders.push(id)}>
            <Inner {...props} />
          </Profiler>
        );
      }
    : (props: NodeRendererProps) => {
        renders.push(`${entry.name}:${keyOf(props.node)}`);
        return <Inner {...props} />;
      };
  return { ...entry, renderer: Counted };
});

const model = loadBundledModel();
const largest = [...model.pages].sort((a, b) => a.fields.length - b.fields.length).at(-1)!;

describe('one keystroke with the MUI widget set', () => {
  it(`on the largest partner page ("${largest.id}", every branch open) re-renders only the typed field`, async () => {
    const context = openAllBranches(model, largest);
    const visible = evaluateVisibility(model, context, largest.fields).visible;
    const store = createFormStore(model, {
      answers: context.answers,
      addAnother: context.addAnother ?? {},
    });
    const commits: string[] = [];
    const { container } = renderInForm(
      model,
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <FormPage pageId={largest.id} />
      </Profiler>,
      { store, registry: createRegistry(counted) },
    );
    const key = lastIndependentText(model, largest, visible);
    const input = container.querySelector<HTMLInputElement>(`[id="${key}"] input`)!;
    const user = userEvent.setup();
    await user.click(input);
    renders.length = 0;
    commits.length = 0;
    await user.keyboard('x');

    expect(store.getState().answers[key]).toMatch(/x$/);
    expect(commits.length).toBeGreaterThan(0);
    const nodes = [...new Set(renders)];
    expect(nodes).toContain(`mui/text:${key}`);
    expect(nodes.length).toBeLessThanOrEqual(3);
  });
});
