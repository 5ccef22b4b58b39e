/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up; returns calls per second. */
export function opsPerSecond(fn: () => unknown, ms = 1000): number {
  const warmUntil = performance.now() + ms / 4;
  while (performance.now() < warmUntil) fn();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 50; i++) fn();
    calls += 50;
    now = performance.now();
  }
  return Math.round((calls * 1000) / (now - start));
}
