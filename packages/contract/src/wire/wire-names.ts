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

const CODE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WIRE_NAMES).map(([code, wire]) => [wire, code]),
);

const renamed = (value: object, names: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(value).map(([name, part]) => [names[name] ?? name, part]));

/** An object of the code as the API sends it (its own members renamed, not nested ones). */
export const toWire = <T extends object>(value: T): ToWire<T> =>
  renamed(value, WIRE_NAMES) as ToWire<T>;

/** An object the API sent as the code names it (its own members renamed, not nested ones). */
export const fromWire = <T extends object>(value: T): FromWire<T> =>
  renamed(value, CODE_NAMES) as FromWire<T>;
