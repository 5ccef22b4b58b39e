/*
 * Print text of address and school blocks (spec section 6: address as text; school as name plus
 * " (Ceeb: code)"), for the print projection.
 */

/** The parts of a school its print text is made of; its other parts print as their own answers. */
export const SCHOOL_TEXT_PARTS: ReadonlySet<string> = new Set(['name', 'ceeb']);

const joinText = (items: readonly (string | undefined)[], separator: string): string =>
  items.filter((text): text is string => text !== undefined && text !== '').join(separator);

/** Answered parts of a block by part name (address_line_1, city, state, zip, ceeb, name...). */
export type PartTexts = Partial<Record<string, string>>;

/** "line1, line2, city, county, state zip, country", skipping empty parts. */
export const addressText = (p: PartTexts): string =>
  joinText(
    [
      p.address_line_1,
      p.address_line_2,
      p.city,
      p.county,
      joinText([p.state, p.zip], ' '),
      p.country,
    ],
    ', ',
  );

/** "name (Ceeb: code)", skipping an empty part; the school's address is not part of it. */
export function schoolText(p: PartTexts): string {
  const ceeb = p.ceeb === undefined || p.ceeb === '' ? undefined : `(Ceeb: ${p.ceeb})`;
  return joinText([p.name, ceeb], ' ');
}
