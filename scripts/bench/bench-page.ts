/*
 * The bench page: every section of every page of a partner on one page, every add-another group
 * raised to the product's maximum of blocks, and answers that open every conditional branch the
 * conditions allow. Built from the partner data, so every app renders the same questions.
 */
import {
  evaluateVisibility,
  type AnswerValue,
  type EvaluationContext,
  type FieldModel,
  type FormModel,
  type PageModel,
  type PartnerConfig,
} from '@admit/engine';
import { compileFormModel, type Node } from '@admit/node-types';
import { openAllBranches } from '../../packages/node-types/tests/react/open-branches.ts';

/** The id of the one page of a bench config. */
export const BENCH_PAGE_ID = 'bench';

/** The most blocks an add-another group may hold (spec section 9). */
export const ADD_ANOTHER_LIMIT = 10;

/** A bench page: its config, compiled model and the answers and counts it is opened with. */
export interface BenchPage {
  config: PartnerConfig;
  model: FormModel;
  page: PageModel;
  context: EvaluationContext;
  /** Keys of the fields shown in `context`, in reading order. */
  visible: string[];
}

const raiseAddAnother = (node: unknown): void => {
  if (!node || typeof node !== 'object') return;
  if ((node as { type?: unknown }).type === 'addAnother')
    (node as { max: number }).max = ADD_ANOTHER_LIMIT;
  Object.values(node).forEach(raiseAddAnother);
};

/** Shown field keys of a page in reading order. */
export function visibleKeys(model: FormModel, page: PageModel, context: EvaluationContext) {
  const visible = evaluateVisibility(model, context, page.fields).visible;
  return page.fields.filter((f) => visible.has(f.key)).map((f) => f.key);
}

function benchPage(config: PartnerConfig, context?: EvaluationContext): BenchPage {
  const model = compileFormModel(config);
  const page = model.pages[0]!;
  const ctx = context ?? openAllBranches(model, page);
  return { config, model, page, context: ctx, visible: visibleKeys(model, page, ctx) };
}

/** All sections of all the partner's pages on one page, add-another groups at the maximum, opened. */
export function buildBenchPage(partner: PartnerConfig): BenchPage {
  const sections = structuredClone(partner.pages.flatMap((p) => p.sections));
  raiseAddAnother(sections);
  const page = { id: BENCH_PAGE_ID, title: 'Bench', step: 1, sections };
  return benchPage({ ...partner, pages: [page] } as PartnerConfig);
}

/**
 * The first `limit` shown fields of a bench page (or slightly fewer: a question block is never
 * split, an add-another group keeps whole blocks), as a page of its own with the same answers.
 */
export function truncateBenchPage(bench: BenchPage, limit: number): BenchPage {
  const shown = new Set(bench.visible);
  const fields = bench.page.fields.filter((f) => shown.has(f.key));
  const under = (pointer: string) =>
    fields.filter((f) => f.pointer === pointer || f.pointer.startsWith(`${pointer}/`));
  const addAnother = { ...bench.context.addAnother };
  let budget = limit;

  const keep = (nodes: readonly Node[], pointer: string): Node[] => {
    const kept: Node[] = [];
    for (const [i, node] of nodes.entries()) {
      if (budget <= 0) break;
      const at = `${pointer}/${i}`;
      const count = under(at).length;
      if (count <= budget) {
        kept.push(node);
        budget -= count;
      } else if (node.type === 'group') {
        kept.push({ ...node, children: keep(node.children, `${at}/children`) });
        budget = 0;
      } else if (node.type === 'addAnother') {
        const perBlock = under(at).filter((f) => f.addAnother?.index === 1).length;
        const blocks = Math.floor(budget / Math.max(perBlock, 1));
        if (blocks > 0) {
          kept.push(node);
          addAnother[node.buttonId] = blocks;
        }
        budget = 0;
      } else budget = 0;
    }
    return kept;
  };

  const page = bench.config.pages[0]!;
  const sections = page.sections
    .map((section, s) => ({
      ...section,
      children: keep(section.children as Node[], `/pages/0/sections/${s}/children`),
    }))
    .filter((section) => section.children.length > 0);
  const config = { ...bench.config, pages: [{ ...page, sections }] } as PartnerConfig;
  return benchPage(config, { ...bench.context, addAnother });
}

/**
 * The last shown plain text question of the page that no condition reads and no address or school
 * block holds: typing into it changes only its own answer, in every app.
 */
export function typingField(bench: BenchPage): FieldModel {
  const shown = new Set(bench.visible);
  const field = bench.page.fields.findLast(
    (f) =>
      shown.has(f.key) &&
      f.kind === 'text' &&
      f.node.type === 'text' &&
      ((f.node as { inputType?: string }).inputType ?? 'text') === 'text' &&
      (f.node as { category?: string }).category === undefined &&
      !f.part &&
      !bench.model.dependents.has(f.key),
  );
  if (!field) throw new Error('The bench page has no independent text question.');
  return field;
}

/** The answer that hides the most fields of the opened page, and the value that shows them again. */
export interface Toggle {
  key: string;
  label: string;
  kind: FieldModel['kind'];
  /** The answer in the opened page (reveals the branch). */
  open: AnswerValue;
  openLabel: string;
  /** An answer that hides the branch. */
  closed: AnswerValue;
  closedLabel: string;
  /** Fields the open answer reveals. */
  revealed: number;
}

/** Finds the radio or select answer whose change from the opened page hides the largest branch. */
export function largestToggle(bench: BenchPage): Toggle {
  const { model, page, context } = bench;
  let best: Toggle | undefined;
  for (const key of model.dependents.keys()) {
    const field = model.fieldsByKey.get(key);
    const open = context.answers[key];
    if (!field?.options || !bench.visible.includes(key)) continue;
    if (field.kind !== 'radio' && field.kind !== 'select') continue;
    const openOption = field.options.find((o) => o.value === open);
    if (!openOption) continue;
    for (const option of field.options) {
      if (option.value === open || option.value === '') continue;
      const closed = { ...context, answers: { ...context.answers, [key]: option.value } };
      const revealed = bench.visible.length - visibleKeys(model, page, closed).length;
      if (revealed > (best?.revealed ?? 0))
        best = {
          key,
          label: field.label,
          kind: field.kind,
          open,
          openLabel: openOption.label,
          closed: option.value,
          closedLabel: option.label,
          revealed,
        };
    }
  }
  if (!best) throw new Error('No answer on the bench page reveals a branch.');
  return best;
}

/**
 * The bench page with the toggle's branch closed by the toggle's answer alone. The branch's own
 * answers stay (as the peers keep hidden data), so choosing the open answer shows the whole
 * branch at once, in every app: the largest reveal one answer can cause.
 */
export function closedContext(bench: BenchPage, toggle: Toggle): EvaluationContext {
  return { ...bench.context, answers: { ...bench.context.answers, [toggle.key]: toggle.closed } };
}
