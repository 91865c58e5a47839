import { AsyncLocalStorage } from "node:async_hooks";
import { log } from "./log";

/**
 * Writes a read leaves behind (a built answer or index stored for the next fresh container), held until the
 * request's checks have passed: an administrator's read runs beside its checks (functions/lib/request/http.ts), and
 * a refused request must store nothing. Outside a request (jobs, tests) a write runs at once.
 */
type Write = () => Promise<void>;

const pending = new AsyncLocalStorage<Write[]>();

/** Runs the write now, or after the current request's checks when inside one. */
export async function afterChecks(write: Write): Promise<void> {
  const writes = pending.getStore();
  if (writes) writes.push(write);
  else await write();
}

/** Runs `work`, holding the writes it leaves; answers its value and them. */
export async function holdingWrites<T>(work: () => Promise<T>): Promise<{ value: T; writes: Write[] }> {
  const writes: Write[] = [];
  const value = await pending.run(writes, work);
  return { value, writes };
}

/** Runs held writes side by side; a failure is logged (each is a cache: the next reader builds again). */
export async function runHeldWrites(writes: readonly Write[]): Promise<void> {
  const results = await Promise.allSettled(writes.map((write) => write()));
  for (const result of results) if (result.status === "rejected") log.warn("held write failed", { error: String(result.reason) });
}
