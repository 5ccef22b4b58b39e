import {
  evaluateVisibility,
  type EvaluationContext,
  type FormModel,
  type PageModel,
} from '@admit/engine';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { FormPage, createFormStore } from '@admit/react';
import { loadBundledModel, openAllBranches } from './bundled-partner.ts';
import { renderInForm } from '../../src/test-kit/render-page.tsx';
import { lastIndependentText } from './last-independent-text.ts';
import { htmlRegistry, renderLog } from './html-renderers.tsx';

/** Commits of the whole page, seen by a <Profiler> around it. */
const pageCommits: string[] = [];

const model = loadBundledModel();
const bySize = [...model.pages].sort((a, b) => a.fields.length - b.fields.length);
const largest = bySize.at(-1)!;
const smallest = bySize[0]!;

/** Reads of the store's state through its API (each store subscriber checking its slice reads it). */
let stateReads = 0;

function renderPage(formModel: FormModel, page: PageModel, context: EvaluationContext) {
  const store = createFormStore(formModel, {
    answers: context.answers,
    addAnother: context.addAnother ?? {},
  });
  const getState = store.getState;
  store.getState = () => {
    stateReads++;
    return getState();
  };
  return renderInForm(
    formModel,
    <Profiler id={page.id} onRender={(id, phase) => pageCommits.push(`${id}:${phase}`)}>
      <FormPage pageId={page.id} />
    </Profiler>,
    { store, registry: htmlRegistry },
  );
}

/**
 * Types one character into a text question; returns the components rendered (from the renderer
 * set's render log) and the page's commits meanwhile.
 */
async function commitsOfOneKeystroke(page: PageModel, context: EvaluationContext) {
  const visible = evaluateVisibility(model, context, page.fields).visible;
  const { container, store } = renderPage(model, page, context);
  const key = lastIndependentText(model, page, visible);
  const input = container.querySelector<HTMLInputElement>(`[id="${key}"] input`)!;
  const user = userEvent.setup();
  await user.click(input);
  renderLog.length = 0;
  pageCommits.length = 0;
  stateReads = 0;
  await user.keyboard('x');
  const reads = stateReads;
  expect(store.getState().answers[key]).toMatch(/x$/);
  return { key, rendered: [...new Set(renderLog)], commits: [...pageCommits], reads };
}

describe('FormPage performance', () => {
  it(`renders the largest partner page ("${largest.id}") with every branch open`, () => {
    const context = openAllBranches(model, largest);
    const visible = evaluateVisibility(model, context, largest.fields).visible;
    expect(visible.size).toBeGreaterThan(80);
    const { container } = renderPage(model, largest, context);
    const missing = [...visible].filter((key) => !container.querySelector(`[id="${key}"]`));
    expect(missing).toEqual([]);
    const hidden = largest.fields.filter(
      (f) => !visible.has(f.key) && container.querySelector(`[id="${f.key}"]`),
    );
    expect(hidden.map((f) => f.key)).toEqual([]);
  });

  it('one keystroke on the largest page commits at most 3 components, the typed one included', async () => {
    const context = openAllBranches(model, largest);
    const { key, rendered, commits } = await commitsOfOneKeystroke(largest, context);
    expect(commits).toEqual([`${largest.id}:update`]);
    expect(rendered).toContain(`Input:${key}`);
    expect(rendered.length).toBeLessThanOrEqual(3);
  });

  it('commits as many components on the smallest page: independent of page size', async () => {
    const large = await commitsOfOneKeystroke(largest, openAllBranches(model, largest));
    document.body.innerHTML = '';
    const small = await commitsOfOneKeystroke(smallest, { answers: {} });
    expect(smallest.fields.length).toBeLessThan(largest.fields.length);
    expect(small.commits).toEqual([`${smallest.id}:update`]);
    expect(small.rendered.length).toBe(large.rendered.length);
  });

  it("one keystroke asks only the typed question's subscribers, not every mounted one", async () => {
    const context = openAllBranches(model, largest);
    const large = await commitsOfOneKeystroke(largest, context);
    document.body.innerHTML = '';
    const small = await commitsOfOneKeystroke(smallest, { answers: {} });
    const mounted = evaluateVisibility(model, context, largest.fields).visible.size;
    // The handler's own read and the typed field's selector and render: a handful, not hundreds.
    expect(large.reads).toBeLessThan(10);
    expect(large.reads).toBeLessThan(mounted / 10);
    expect(small.reads).toBe(large.reads);
  });
});
