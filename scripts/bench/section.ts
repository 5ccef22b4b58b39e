/** A benchmark's figures, or why it has none. */
export type Section<T> = { ok: true; data: T } | { ok: false; why: string };
