/// <reference lib="dom" />
/*
 * The contract between the bench apps' in-page harness (bench/apps/harness.ts) and the Playwright
 * runner: what each app tells about its DOM, and what the runner reads from `window.bench`.
 */
import type { BenchSpec } from './bench-spec.ts';

/** What an app tells the runner about its DOM. */
export interface AppAdapter {
  /** The element holding question `key` while it is shown. */
  field(key: string): Element | null;
  /** The text input of question `key`. */
  textInput(key: string): HTMLElement | null;
  /** The radio button of choice `label` of question `key`. */
  choice(key: string, label: string): HTMLElement | null;
  /** The form's current answers (what a save would send). */
  answers(): Readonly<Record<string, unknown>>;
  /** Component types (functions or memo/forwardRef objects) of the engine's form layer. */
  formTypes: readonly unknown[];
}

/** One Event Timing entry, trimmed. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** What the runner reads and drives through `window.bench`. */
export interface BenchWindow {
  app: string;
  spec: BenchSpec;
  adapter: AppAdapter;
  /** The page's CSP forbids `new Function` (so no schema can be compiled at run time). */
  evalBlocked: boolean;
  /** Set once the page's first render has been painted. */
  readyAt?: number;
  /** From the spec's arrival to the first paint of the rendered page, in ms. */
  firstRenderMs?: number;
  events: EventEntry[];
  /** Input-to-next-paint of every keydown and click, in ms. */
  paints: { type: string; ms: number }[];
  longTasks: { startTime: number; duration: number }[];
  /** When a change of the form's answers was last painted, and when the last key went down. */
  changedAt?: number;
  lastKeyAt?: number;
  /** When the last click went down (its event timestamp). */
  lastClickAt?: number;
  /**
   * From the last click to the first paint with every one of `keys` shown, once `watchReveal`
   * has been called: the time until newly revealed content is on screen.
   */
  revealPaintMs?: number;
  /** Starts watching, frame by frame, for every one of `keys` to be shown. */
  watchReveal(keys: readonly string[]): void;
  /** Keys of the spec's questions currently in the DOM. */
  shownKeys(): string[];
  reset(): void;
  /** Filled by the runner's React DevTools hook when render counting is on. */
  renders?: { components: number; formComponents: number; commits: number };
}
