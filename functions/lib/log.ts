/** One structured logger. Never pass cookies, passwords or whole events to it. */
type Level = "info" | "warn" | "error";

const RANK: Record<Level | "silent", number> = { info: 0, warn: 1, error: 2, silent: 3 };

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = RANK[(process.env.LOG_LEVEL as Level | "silent" | undefined) ?? "info"] ?? 0;
  if (RANK[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
