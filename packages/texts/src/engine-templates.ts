import type { CompiledMessages } from '@admit/i18n/runtime';
import { isEngineTextId } from './catalogue-files.ts';

/** An ICU element the engine can fill without a formatter: a literal (0) or a `{name}` (1). */
interface PlainElement {
  type: 0 | 1;
  value: string;
}

const isPlain = (element: { type: number; value?: unknown }): element is PlainElement =>
  (element.type === 0 || element.type === 1) && typeof element.value === 'string';

/** The engine's texts as `{name}` templates, and the ids whose message the engine cannot fill. */
export interface EngineTemplates {
  templates: Record<string, string>;
  problems: string[];
}

/**
 * The engine's texts of a compiled catalogue as plain templates (`{label} must be at most {max}
 * characters.`), which the engine fills without an ICU formatter: its English default. A message
 * with plurals, selects, formats or a brace in its words is refused: the engine could not fill it.
 */
export function engineTemplates(messages: CompiledMessages): EngineTemplates {
  const templates: Record<string, string> = {};
  const problems: string[] = [];
  for (const [id, elements] of Object.entries(messages)) {
    if (!isEngineTextId(id)) continue;
    const plain = elements as unknown as { type: number; value?: unknown }[];
    if (
      !plain.every(isPlain) ||
      plain.some((element) => element.type === 0 && /[{}]/.test(element.value as string))
    ) {
      problems.push(
        `"${id}": the engine fills {name} placeholders only (no plural, select, format or brace)`,
      );
      continue;
    }
    templates[id] = (plain as PlainElement[])
      .map((element) => (element.type === 0 ? element.value : `{${element.value}}`))
      .join('');
  }
  return { templates, problems };
}
