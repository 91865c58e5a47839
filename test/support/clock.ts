import { todayInSaoPaulo } from "../../shared/dates";

const RealDate = Date;

/**
 * The environment variable that carries the test run's clock shift (ms) to every process of the run: the test
 * workers, the browser tests' server and model-company seeder, and (through `browserClockScript`) the pages.
 */
export const RUN_CLOCK_SHIFT_ENV = "TEST_RUN_CLOCK_SHIFT_MS";

/**
 * How far to move the clock so that "now" is noon of the current São Paulo day (São Paulo keeps UTC-3 all year):
 * a run that starts at 23:50 then stays on that day for twelve hours instead of ten minutes.
 */
export function noonShiftMs(now = RealDate.now()): number {
  return new RealDate(`${todayInSaoPaulo(new RealDate(now))}T12:00:00-03:00`).getTime() - now;
}

function runShiftMs(): number {
  const shared = Number(process.env[RUN_CLOCK_SHIFT_ENV]);
  return Number.isFinite(shared) && process.env[RUN_CLOCK_SHIFT_ENV] ? shared : noonShiftMs();
}

/**
 * Keeps "today" one day for the whole test run: the clock is moved by the run's shift (set once when the run's
 * configuration loads: to noon of that São Paulo day) and runs on from there at its real pace (timers, timeouts
 * and deadlines are untouched). Fixtures dated from today, a demo store seeded at the start of the run, and the
 * server that stamps today on what it stores then agree with each other even when the run crosses midnight in
 * São Paulo. Answers that day. Calling it again keeps the clock where it is.
 */
export function pinTodayInSaoPaulo(): string {
  if (Date !== RealDate) return todayInSaoPaulo();
  const shift = runShiftMs();
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
  return todayInSaoPaulo();
}

/** A page's init script that moves its clock by the run's shift, as `pinTodayInSaoPaulo` moves Node's. */
export function browserClockScript(): string {
  return `(() => {
  const shift = ${JSON.stringify(runShiftMs())};
  const RealDate = Date;
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
})();`;
}
