import type { AnswerPatch } from '@admit/engine';
import type { LookupResult } from '@admit/contract';
import type { LookupClient } from '@admit/react';

/** A select answer's `_desc` key and the label of the option a lookup chose. */
export interface SelectFill {
  descKey: string;
  label: string;
}

/** What a chosen lookup result writes: the main answer and the fields it fills. */
export interface LookupChoice {
  client: Pick<LookupClient, 'detail'>;
  category: string;
  /** The lookup's own answer key. */
  key: string;
  /** Record field (city, state, zip, ceeb...) to the answer key it fills. */
  fills?: Readonly<Record<string, string>> | undefined;
  /**
   * How a filled answer that is a select stores a value: its `_desc` key and the chosen option's
   * label, or `null` when the value is not one of its options (the answer is then left alone for
   * the applicant to choose). Undefined for answers that are not selects.
   */
  selectOf?: ((key: string, value: string) => SelectFill | null | undefined) | undefined;
}

/**
 * The answers a chosen result gives: the record's address_line_1 (addresses) or name (schools)
 * under the lookup's key, plus the mapped fields. When the detail cannot be fetched, the chosen
 * label becomes the value (spec section 8). A select is filled only with one of its options, and
 * its `_desc` gets that option's label.
 */
export async function lookupChoicePatch(
  choice: LookupChoice,
  result: LookupResult,
): Promise<AnswerPatch> {
  let detail: Record<string, string>;
  try {
    detail = await choice.client.detail(choice.category, result.id);
  } catch {
    return { [choice.key]: result.text };
  }
  const main = choice.category === 'address' ? detail.address_line_1 : detail.name;
  const patch: AnswerPatch = { [choice.key]: main ?? result.text };
  for (const [field, target] of Object.entries(choice.fills ?? {})) {
    const text = detail[field];
    if (text === undefined) continue;
    const select = choice.selectOf?.(target, text);
    if (select === null) continue;
    patch[target] = text;
    if (select) patch[select.descKey] = select.label;
  }
  return patch;
}
