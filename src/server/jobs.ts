const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` every hour (SPEC §9: stale counters are cleaned hourly); a
 * failure is logged and retried next hour. Returns the function that stops it.
 */
export function startHourly(
  name: string,
  task: () => Promise<unknown>,
  log: { error(obj: unknown, msg: string): void },
): () => void {
  const timer = setInterval(() => {
    task().catch((err: unknown) => log.error({ err }, `${name} failed`));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
