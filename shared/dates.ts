/**
 * Calendar days as `YYYY-MM-DD` text (what the API sends, spec §5). Day arithmetic is done on day numbers
 * (days since 1970-01-01), so the machine's time zone never shifts a day.
 */
export type IsoDay = string;

export const SAO_PAULO = "America/Sao_Paulo";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** True for a real calendar day written as YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function assertIsoDay(day: IsoDay): void {
  if (!isIsoDay(day)) throw new RangeError(`Data inválida: ${day}`);
}

/** Days since 1970-01-01. */
export function dayNumber(day: IsoDay): number {
  assertIsoDay(day);
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY;
}

export function fromDayNumber(days: number): IsoDay {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, count: number): IsoDay {
  return fromDayNumber(dayNumber(day) + count);
}

/** to - from in days (0 for the same day, negative when to is before from). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** Every day from `from` to `to`, both included; empty when to is before from. */
export function daysInRange(from: IsoDay, to: IsoDay): IsoDay[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const days: IsoDay[] = [];
  for (let day = first; day <= last; day++) days.push(fromDayNumber(day));
  return days;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function wallClockAsUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** The calendar day an instant falls on in a time zone. */
export function dayInTimeZone(instant: Date, timeZone: string): IsoDay {
  const clock = wallClock(instant, timeZone);
  return fromDayNumber(Math.floor(wallClockAsUtc(clock) / MS_PER_DAY));
}

/** The store's calendar day: today as seen in São Paulo, whatever the clock's own time zone. */
export function todayInSaoPaulo(now: Date = new Date()): IsoDay {
  return dayInTimeZone(now, SAO_PAULO);
}

/** Spec §9: the product's last entries start this many days back by default. */
export const LAST_ENTRIES_DAYS = 365;

/** The default start of 'Últimas Entradas': 365 days before today in São Paulo. */
export function defaultEntriesSince(now: Date = new Date()): IsoDay {
  return addDays(todayInSaoPaulo(now), -LAST_ENTRIES_DAYS);
}

/** Yesterday as seen in São Paulo (what the nightly aggregation closes, and the default sales range end). */
export function yesterdayInSaoPaulo(now: Date = new Date()): IsoDay {
  return addDays(dayInTimeZone(now, SAO_PAULO), -1);
}

/** Milliseconds from `now` until the next hh:mm on the wall clock of a time zone (never 0: a full day then). */
export function msUntilNextWallTime(now: Date, hour: number, minute: number, timeZone: string): number {
  const clock = wallClock(now, timeZone);
  const nowWall = wallClockAsUtc(clock);
  // The zone's offset at `now`, in whole minutes (wall clock minus UTC).
  const offset = Math.round((nowWall - now.getTime()) / MS_PER_MINUTE) * MS_PER_MINUTE;
  let targetWall = Date.UTC(clock.year, clock.month - 1, clock.day, hour, minute, 0);
  if (targetWall <= nowWall) targetWall += MS_PER_DAY;
  // Re-read the offset at the target, in case it changes in between (daylight saving).
  const guess = targetWall - offset;
  const targetOffset = Math.round((wallClockAsUtc(wallClock(new Date(guess), timeZone)) - guess) / MS_PER_MINUTE) * MS_PER_MINUTE;
  return targetWall - targetOffset - now.getTime();
}
