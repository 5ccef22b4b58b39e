/** The spec's DEFAULT_NUM_COMPONENTS. */
export const DEFAULT_NUM_COMPONENTS = 1;

/** Block n of an add-another group: the first uses the prefix, block n uses `<prefix><n>_`. */
export const blockPrefix = (prefix: string, index: number): string =>
  index === 1 ? prefix : `${prefix}${index}_`;

/** A question's absolute key: inside a block the block prefix is added whether or not `{prefix}` is written. */
export const questionKey = (written: string, prefix: string): string =>
  `${prefix}${written.replace('{prefix}', '')}`;

/** A key reference (condition, controller, sameAs, fills) with `{prefix}` replaced by the block prefix. */
export const referencedKey = (written: string, prefix: string): string =>
  written.replaceAll('{prefix}', prefix);
