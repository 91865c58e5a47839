/**
 * The company the small demo store is seeded as, once per run (see demo-store.ts), and copied from: renamed to
 * the demo company in each data test file's table, and to each browser test file's company. Its id is spelled
 * so that it can be found and replaced wherever an item names its company.
 */
export const MODEL_COMPANY_ID = "e2e-modelo-da-loja";

/** An item with every mention of the model company (in keys, attributes and lists) made the given company. */
export function renamed(value: unknown, tenantId: string): unknown {
  if (typeof value === "string") return value.replaceAll(MODEL_COMPANY_ID, tenantId);
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((entry) => renamed(entry, tenantId));
  if (value instanceof Set) return new Set([...value].map((entry) => renamed(entry, tenantId)));
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, renamed(entry, tenantId)]));
}
