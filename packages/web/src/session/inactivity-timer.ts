export interface InactivityTimerOptions {
  idleMs: number;
  warningMs: number;
  onWarn(): void;
  onTimeout(): void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface InactivityTimer {
  /** (Re)starts counting from now. */
  start(): void;
  /**
   * The applicant did something. Counts as activity unless the warning is showing (then only
   * "stay" does); after the idle time has passed it logs out instead (a laptop woken from sleep).
   */
  activity(): void;
  /** "Yes - Take me back to my application": closes the warning and counts from now. */
  stay(): void;
  stop(): void;
  readonly warning: boolean;
}

/**
 * Inactivity logout (spec section 4): warns `warningMs` before `idleMs` without activity, then
 * times out. Works on timestamps, so a timer that fires late (a sleeping tab) still logs out.
 * Activity only moves a timestamp; the single timer re-checks when it fires.
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as number));
  const warnAfter = Math.max(0, options.idleMs - options.warningMs);
  let last = now();
  let handle: unknown;
  let running = false;
  let warning = false;

  const cancel = () => {
    if (handle !== undefined) clearTimer(handle);
    handle = undefined;
  };
  const timeout = () => {
    cancel();
    running = false;
    warning = false;
    options.onTimeout();
  };
  const check = () => {
    cancel();
    if (!running) return;
    const idle = now() - last;
    if (idle >= options.idleMs) return timeout();
    if (!warning && idle >= warnAfter) {
      warning = true;
      options.onWarn();
    }
    const due = (warning ? options.idleMs : warnAfter) - idle;
    handle = setTimer(check, Math.max(0, due));
  };

  return {
    start() {
      running = true;
      warning = false;
      last = now();
      check();
    },
    activity() {
      if (!running) return;
      if (now() - last >= options.idleMs) return timeout();
      if (!warning) last = now();
    },
    stay() {
      if (!running) return;
      warning = false;
      last = now();
      check();
    },
    stop() {
      running = false;
      warning = false;
      cancel();
    },
    get warning() {
      return warning;
    },
  };
}
