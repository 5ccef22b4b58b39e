/*
 * Wire names: the code (the store, the engine, the web app's state) names the application's parts
 * in camelCase, the API in the spec's snake_case. This table is the one mapping between them;
 * the server writes its answers through toWire, the web app reads them through fromWire.
 */

/** Each camelCase name of the code and its snake_case name on the wire. */
export const WIRE_NAMES = {
  addAnother: 'add_another',
} as const;

type CodeName = keyof typeof WIRE_NAMES;
type WireName = (typeof WIRE_NAMES)[CodeName];
type CodeNameOf<W extends WireName> = {
  [C in CodeName]: (typeof WIRE_NAMES)[C] extends W ? C : never;
}[CodeName];

/** `T` with its members named as on the wire. */
export type ToWire<T> = {
  [K in keyof T as K extends CodeName ? (typeof WIRE_NAMES)[K] : K]: T[K];
};

/** `T`, named as on the wire, with its members named as in the code. */
export type FromWire<T> = {
  [K in keyof T as K extends WireName ? CodeNameOf<K> : K]: T[K];
};

/** `value` with each member named `from` (0: code, 1: wire) renamed to the other side's name. */
const renamed = (value: object, from: 0 | 1) =>
  Object.fromEntries(
    Object.entries(value).map(([name, part]) => {
      const pair = Object.entries(WIRE_NAMES).find((names) => names[from] === name);
      return [pair ? pair[1 - from] : name, part];
    }),
  );

/** An object of the code as the API sends it (its own members renamed, not nested ones). */
export const toWire = <T extends object>(value: T): ToWire<T> => renamed(value, 0) as ToWire<T>;

/** An object the API sent as the code names it (its own members renamed, not nested ones). */
export const fromWire = <T extends object>(value: T): FromWire<T> =>
  renamed(value, 1) as FromWire<T>;
