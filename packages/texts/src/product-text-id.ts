import type english from './catalogues/en.json';

/**
 * The id of one of the product's own texts (`inactivity.title`, `sync.keepLocal`): flat, grouped
 * by concept before the dot, the same in every language.
 *
 * **Ids are public and stable.** A partner overrides a product text per language by its id, so an
 * id is never renamed or reused for another meaning: a text whose meaning changes gets a new id,
 * and a text no longer shown is removed (its overrides then fail config-lint, not silently). The
 * English of `catalogues/en.json` is the source every other language translates.
 */
export type ProductTextId = keyof typeof english;
