import type { Option, OptionList } from '@admit/engine';
import type { FormContextType } from '@rjsf/utils';

/** What the studio's custom form widgets know of the folder (passed as the form's context). */
export interface StudioFormContext extends FormContextType {
  /** Every answer key the data model declares, sorted. */
  answerKeys: readonly string[];
  /** The folder's option lists by name (`options/<name>.json`). */
  optionLists: Readonly<Record<string, OptionList>>;
  /** The options of the question storing a key, when it has fixed options (a condition's target picker). */
  optionsOfKey(key: string): readonly Option[] | undefined;
  /** Replaces (or creates) a named option list. */
  onOptionListChange(name: string, list: OptionList): void;
}

/** A context with nothing in it (stories and tests replace what they need). */
export const emptyFormContext = (
  overrides: Partial<StudioFormContext> = {},
): StudioFormContext => ({
  answerKeys: [],
  optionLists: {},
  optionsOfKey: () => undefined,
  onOptionListChange: () => undefined,
  ...overrides,
});
