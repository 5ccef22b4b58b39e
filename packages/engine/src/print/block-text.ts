/*
 * Print text of address and school blocks (spec section 6: address as text; school as name plus
 * " (Ceeb: code)"), shared by the print projection and the widget set's print variants.
 */

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

/** "name (Ceeb: code)" followed by the school's address text when there is one. */
export function schoolText(p: PartTexts): string {
  const ceeb = p.ceeb === undefined || p.ceeb === '' ? undefined : `(Ceeb: ${p.ceeb})`;
  return joinText([joinText([p.name, ceeb], ' '), addressText(p)], ', ');
}
