import { productTextsIn, type ProductTexts, type ProductTextId } from '@admit/react';
import { ENGLISH_TEXTS } from '@admit/texts';
import { STAFF_ENGLISH_TEXTS } from '@admit/texts/staff';

/**
 * The texts the staff console reads: the product's own texts and the console's (`staff.*`, a
 * part of the catalogue that loads with the console's chunk, never on the applicant's first
 * route). Staff read the console in the partner's default language (English for now), whatever
 * the applicant's app was last set to: the console's screens read these directly, and the console
 * gives them to the shared widgets through a TextsProvider.
 */
export const STAFF_TEXTS: ProductTexts = productTextsIn('en', {
  ...ENGLISH_TEXTS,
  ...STAFF_ENGLISH_TEXTS,
});

/** One of the console's texts, for code outside React (a message carried to the sign-in screen). */
export const staffText = (
  id: ProductTextId,
  values?: Parameters<ProductTexts['text']>[1],
): string => STAFF_TEXTS.text(id, values);
