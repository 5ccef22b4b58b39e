/*
 * What the bench apps load (bench/dist/spec/<size>.json): the page for Admit (its config and the
 * answers that open it), the same page for the peers, the question typed into and the toggle.
 */
import type { EvaluationContext, PartnerConfig } from '@admit/engine';
import {
  buildBenchPage,
  closedContext,
  largestToggle,
  truncateBenchPage,
  typingField,
  visibleKeys,
  type BenchPage,
  type Toggle,
} from './bench-page.ts';
import { answersFor, peerSchemas, type PeerSchemas } from './peer-schemas.ts';

/** Page sizes of the render fan-out row (fields shown), besides the whole bench page. */
export const FAN_OUT_SIZES = [50, 150, 300] as const;

/** One bench page as every app loads it. */
export interface BenchSpec {
  /** `full`, or the number of fields it was cut to. */
  size: string;
  /** Fields shown when opened. */
  fields: number;
  /** The plain text question the runner types into (near the end of the page). */
  typingKey: string;
  /** The answer that reveals the largest branch (whole page only). */
  toggle?: Toggle & { closedFields: number; revealedKeys: string[] };
  admit: { config: PartnerConfig; open: EvaluationContext; closed?: EvaluationContext };
  peer: PeerSchemas & { closedFormData?: PeerSchemas['formData'] };
}

function specOf(size: string, bench: BenchPage, withToggle: boolean): BenchSpec {
  const peer = peerSchemas(bench);
  const spec: BenchSpec = {
    size,
    fields: bench.visible.length,
    typingKey: typingField(bench).key,
    admit: { config: bench.config, open: bench.context },
    peer,
  };
  if (withToggle) {
    const toggle = largestToggle(bench);
    const closed = closedContext(bench, toggle);
    const closedKeys = new Set(visibleKeys(bench.model, bench.page, closed));
    const revealedKeys = bench.visible.filter((key) => !closedKeys.has(key));
    spec.toggle = { ...toggle, closedFields: closedKeys.size, revealedKeys };
    spec.admit.closed = closed;
    spec.peer.closedFormData = answersFor(peer.keys, closed.answers);
  }
  return spec;
}

/** The whole bench page (with its toggle) and its cuts at the fan-out sizes. */
export function benchSpecs(partner: PartnerConfig): BenchSpec[] {
  const bench = buildBenchPage(partner);
  return [
    specOf('full', bench, true),
    ...FAN_OUT_SIZES.map((size) => specOf(String(size), truncateBenchPage(bench, size), false)),
  ];
}
