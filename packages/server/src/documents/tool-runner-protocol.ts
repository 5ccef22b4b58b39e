import type { DocumentErrorCode } from './document-error.ts';
import type { ToolResult, ToolRun } from './spawn-tool.ts';

/** What the server asks its tool-runner process: start a tool, or end one it started. */
export type ToolRunnerRequest =
  ({ type: 'run'; id: number } & Omit<ToolRun, 'signal'>) | { type: 'abort'; id: number };

/** How a run ended: its result, or the error it failed with (a DocumentError keeps its code). */
export type ToolRunnerReply =
  | { id: number; ok: true; result: ToolResult }
  | { id: number; ok: false; message: string; code?: DocumentErrorCode };
