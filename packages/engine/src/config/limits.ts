/*
 * Limits of the config that code outside the schema needs too. Plain values (no schema library):
 * the browser imports them.
 */

/** The most blocks an add-another group can show (spec: at most 10); also a group's default `max`. */
export const MAX_ADD_ANOTHER_BLOCKS = 10;
