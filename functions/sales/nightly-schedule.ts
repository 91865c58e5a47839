import { msUntilNextWallTime } from "../../shared/dates";
import { NIGHTLY_SCHEDULE } from "../plan/jobs";
import { log } from "../lib/log";

export interface NightlySchedule {
  /** When the next run starts. */
  next(): Date;
  stop(): void;
}

/**
 * Runs `run` at every next 03:00 America/Sao_Paulo while the process lives (the local runtime's stand-in for
 * the EventBridge schedule). A failing run is logged and the next one is still scheduled; the timer does not
 * keep the process alive.
 */
export function scheduleNightly(run: () => Promise<unknown>, clock: () => Date = () => new Date()): NightlySchedule {
  let timer: NodeJS.Timeout | undefined;
  let nextAt = new Date(0);
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const now = clock();
    const delay = msUntilNextWallTime(now, NIGHTLY_SCHEDULE.hour, NIGHTLY_SCHEDULE.minute, NIGHTLY_SCHEDULE.timeZone);
    nextAt = new Date(now.getTime() + delay);
    timer = setTimeout(() => {
      run()
        .catch((error: unknown) => log.error("nightly aggregation failed", { error }))
        .finally(arm);
    }, delay);
    timer.unref();
  };
  arm();
  return {
    next: () => nextAt,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
