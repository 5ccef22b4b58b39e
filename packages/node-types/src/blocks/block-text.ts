/*
 * Print text of blocks (spec section 6), from the print texts of their parts: the address and
 * school print texts join them with this.
 */

/** Answered parts of a block by part name (address_line_1, city, state, zip, ceeb, name...). */
export type PartTexts = Partial<Record<string, string>>;

/** The texts given, empty ones left out, joined by `separator`. */
export const joinText = (items: readonly (string | undefined)[], separator: string): string =>
  items.filter((text): text is string => text !== undefined && text !== '').join(separator);
