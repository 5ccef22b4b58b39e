import type { BrowserResults } from './browser-bench.ts';
import type { ColdLoadFigures } from './cold-load.ts';
import type { Section } from './section.ts';

/** bench/engine.json (npm run bench:engine). */
export interface EngineFigures {
  rows: {
    config: string;
    questions: number;
    validationsPerSecond: number;
    visibilityPerSecond: number;
  }[];
}

/** bench/api.json (npm run bench:api). */
export interface ApiFigures {
  connections: number;
  seconds: number;
  rows: {
    database: string;
    requestsPerSecond: number;
    p99Ms: number;
    errors: number;
    non2xx: number;
  }[];
}

/** bench/pdf.json (npm run bench:pdf), shape owned by the documents benchmark. */
export type PdfFigures = Record<string, unknown>;

/** Everything `npm run bench` measured (bench/results.json). */
export interface Results {
  date: string;
  durationSeconds: number;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    os: string;
    node: string;
    chromium: string;
    /** 1-, 5- and 15-minute load averages when the run started and ended. */
    loadBefore: number[];
    loadAfter: number[];
  };
  /** The Node benchmarks ran in this run, or their files were reused (BENCH_NODE=reuse). */
  nodeFigures?: 'run' | 'reused';
  engine: Section<EngineFigures>;
  api: Section<ApiFigures>;
  pdf: Section<PdfFigures>;
  browser: Section<BrowserResults>;
  coldLoad: Section<ColdLoadFigures>;
}
