import type { AnswerPatch } from '@admit/engine';
import type { LookupClient, LookupResult } from '@admit/react';

/** What a chosen lookup result writes: the main answer and the fields it fills. */
export interface LookupChoice {
  client: Pick<LookupClient, 'detail'>;
  category: string;
  /** The lookup's own answer key. */
  key: string;
  /** Record field (city, state, zip, ceeb...) to the answer key it fills. */
  fills?: Readonly<Record<string, string>> | undefined;
  /** The `_desc` key of a filled answer that has one (a select), so its label is stored too. */
  descKeyOf?: ((key: string) => string | undefined) | undefined;
}

/**
 * The answers a chosen result gives: the record's address_line_1 (addresses) or name (schools)
 * under the lookup's key, plus the mapped fields. When the detail cannot be fetched, the chosen
 * label becomes the value (spec section 8).
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
    patch[target] = text;
    const descKey = choice.descKeyOf?.(target);
    if (descKey) patch[descKey] = text;
  }
  return patch;
}
