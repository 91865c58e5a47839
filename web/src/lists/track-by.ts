import type { ListConfig } from "./types";

/** A row's identity as text (its `trackBy` value): what selection labels name. */
export function trackValue<T extends object>(trackBy: ListConfig<T>["trackBy"], item: T): string {
  if (typeof trackBy === "function") return trackBy(item);
  const value: unknown = (item as Record<string, unknown>)[trackBy];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
