import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { allRoutes } from "../../functions/plan/routes";

/**
 * What a replayed day costs, as measured on the local runtime: requests and latency per route (matched to the
 * route table's templates), and DynamoDB read and write request units as DynamoDB Local reports them
 * (ReturnConsumedCapacity TOTAL added to every call), attributed to whatever the replay is doing (the
 * request in flight, or a label such as the nightly aggregation). Calls are made one at a time, so the
 * attribution is exact; a job's task that runs while its status is polled counts under the poll. Write
 * transactions are the exception: their units are computed from the items sent (transactWriteUnits).
 */
export interface RouteTally {
  requests: number;
  totalMs: number;
  readUnits: number;
  writeUnits: number;
}

// The low-level commands and lib-dynamodb's, which carry their own names.
const READS = new Set([
  ...["GetItemCommand", "QueryCommand", "ScanCommand", "BatchGetItemCommand", "TransactGetItemsCommand"],
  ...["GetCommand", "BatchGetCommand", "TransactGetCommand"],
]);
const TRANSACT_WRITES = new Set(["TransactWriteItemsCommand", "TransactWriteCommand"]);
const TRANSACT_READS = new Set(["TransactGetItemsCommand", "TransactGetCommand"]);

/** An attribute value's size as DynamoDB counts it (strings and binaries by bytes, numbers about a byte per 2 digits). */
function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === "boolean") return 1;
  if (typeof value === "string") return Buffer.byteLength(value);
  if (typeof value === "number" || typeof value === "bigint") return Math.ceil(String(value).replace(/[-.]/g, "").length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, entry) => sum + valueSize(entry), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, entry) => sum + 1 + valueSize(entry), 0);
  if (typeof value === "object") return 3 + itemSize(value as Record<string, unknown>);
  return 1;
}

export function itemSize(item: Record<string, unknown>): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value), 0);
}

interface TransactWriteInput {
  TransactItems?: { Put?: { Item?: Record<string, unknown> }; Update?: unknown; Delete?: unknown; ConditionCheck?: unknown }[];
}

/**
 * A write transaction's units as DynamoDB bills them: 2 per KB of each item (a Put's item measured here; an
 * Update, Delete or ConditionCheck counted at the 1 KB minimum, its stored item being unknown to the caller).
 * DynamoDB Local's own figure for a transaction is not the sum of its items (50 puts of 1.5 KB report 4).
 */
export function transactWriteUnits(input: TransactWriteInput): number {
  return (input.TransactItems ?? []).reduce((sum, entry) => sum + 2 * (entry.Put?.Item ? Math.max(1, Math.ceil(itemSize(entry.Put.Item) / 1024)) : 1), 0);
}

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const ROUTES = allRoutes().map((route) => ({
  key: route.routeKey,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

/** The route table's key of a request ("GET /api/reports/{job_id}"), or the path itself when none matches. */
export function routeKeyOf(method: string, path: string): string {
  const pathname = path.split("?")[0] ?? path;
  const matches = ROUTES.filter((route) => route.method === method && route.pattern.test(pathname));
  // A fixed segment beats a parameter: /api/integration/aggregate is its own route, not {kind}.
  matches.sort((a, b) => (a.key.match(/\{/g)?.length ?? 0) - (b.key.match(/\{/g)?.length ?? 0));
  return matches[0]?.key ?? `${method} ${pathname}`;
}

export class DayMeter {
  readonly tallies = new Map<string, RouteTally>();
  /** DynamoDB calls of the day by command. */
  readonly commands = new Map<string, number>();
  private current = "(fora de uma requisição)";
  private counting = false;

  private tally(label: string): RouteTally {
    let tally = this.tallies.get(label);
    if (!tally) {
      tally = { requests: 0, totalMs: 0, readUnits: 0, writeUnits: 0 };
      this.tallies.set(label, tally);
    }
    return tally;
  }

  /** Adds the capacity middleware to the functions' DynamoDB client (the one the runtime's handlers use). */
  watch(client: DynamoDBDocumentClient): void {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { ReturnConsumedCapacity?: string } & TransactWriteInput;
        input.ReturnConsumedCapacity ??= "TOTAL";
        const command = context.commandName ?? "";
        const transactUnits = TRANSACT_WRITES.has(command) ? transactWriteUnits(input) : undefined;
        const result = await next(args);
        if (this.counting) {
          const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
          this.record(command, transactUnits === undefined ? consumed : { WriteCapacityUnits: transactUnits });
        }
        return result;
      },
      { step: "initialize", name: "dayMeterCapacity" },
    );
  }

  private record(command: string, consumed: Capacity | Capacity[] | undefined): void {
    const tally = this.tally(this.current);
    this.commands.set(command, (this.commands.get(command) ?? 0) + 1);
    // DynamoDB bills a transactional read twice; DynamoDB Local reports it once.
    const factor = TRANSACT_READS.has(command) ? 2 : 1;
    for (const capacity of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
      const reads = capacity.ReadCapacityUnits ?? (READS.has(command) ? (capacity.CapacityUnits ?? 0) : 0);
      const writes = capacity.WriteCapacityUnits ?? (READS.has(command) ? 0 : (capacity.CapacityUnits ?? 0));
      tally.readUnits += reads * factor;
      tally.writeUnits += writes * factor;
    }
  }

  /** Counts from now on (the setup before is not part of the day). */
  start(): void {
    this.counting = true;
  }

  /** Runs `work` as `label`: the DynamoDB units it consumes, and (when `isRequest`) one request and its time. */
  async during<T>(label: string, work: () => Promise<T>, isRequest = false): Promise<T> {
    const previous = this.current;
    this.current = label;
    const started = performance.now();
    try {
      return await work();
    } finally {
      if (this.counting && isRequest) {
        const tally = this.tally(label);
        tally.requests += 1;
        tally.totalMs += performance.now() - started;
      }
      this.current = previous;
    }
  }
}

export interface DayTotals {
  requests: number;
  readUnits: number;
  writeUnits: number;
}

export function totalsOf(tallies: ReadonlyMap<string, RouteTally>): DayTotals {
  let requests = 0;
  let readUnits = 0;
  let writeUnits = 0;
  for (const tally of tallies.values()) {
    requests += tally.requests;
    readUnits += tally.readUnits;
    writeUnits += tally.writeUnits;
  }
  return { requests, readUnits, writeUnits };
}

/** A Markdown table, busiest first: route, requests, mean latency, read and write units. */
export function formatDayTable(tallies: ReadonlyMap<string, RouteTally>): string {
  const rows = [...tallies].sort((a, b) => b[1].requests - a[1].requests || b[1].writeUnits - a[1].writeUnits);
  const lines = ["| rota | requisições | ms médio | RRU | WRU |", "|---|---:|---:|---:|---:|"];
  for (const [label, tally] of rows) {
    const mean = tally.requests ? Math.round(tally.totalMs / tally.requests) : 0;
    lines.push(`| \`${label}\` | ${tally.requests} | ${tally.requests ? mean : "-"} | ${tally.readUnits.toFixed(1)} | ${tally.writeUnits.toFixed(1)} |`);
  }
  const totals = totalsOf(tallies);
  lines.push(`| **total** | ${totals.requests} | | ${totals.readUnits.toFixed(1)} | ${totals.writeUnits.toFixed(1)} |`);
  return lines.join("\n");
}
