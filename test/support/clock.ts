import { todayInSaoPaulo } from "../../shared/dates";

const RealDate = Date;

/**
 * Keeps "today" one day for a whole test file: the clock is moved to noon of the current São Paulo day and
 * runs on from there at its real pace (timers, timeouts and deadlines are untouched). A file whose fixtures
 * are dated from today, and whose server stamps today on what it stores, then agrees with itself even when
 * the run crosses midnight in São Paulo. Answers that day. Call it before anything reads today; calling it
 * again keeps the clock where it is.
 */
export function pinTodayInSaoPaulo(): string {
  if (Date !== RealDate) return todayInSaoPaulo();
  // São Paulo keeps UTC-3 all year.
  const offset = new RealDate(`${todayInSaoPaulo()}T12:00:00-03:00`).getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
  return todayInSaoPaulo();
}
