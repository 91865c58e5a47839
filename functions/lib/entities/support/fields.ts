import type { StoredItem } from "./dynamo";

/** Typed readers of stored attributes: an entity's fromItem picks its fields with these, never a cast. */
export function num(item: StoredItem, name: string, fallback = 0): number {
  const value = item[name];
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

export function str(item: StoredItem, name: string, fallback = ""): string {
  const value = item[name];
  return typeof value === "string" ? value : fallback;
}

export function bool(item: StoredItem, name: string, fallback = false): boolean {
  const value = item[name];
  return typeof value === "boolean" ? value : fallback;
}

/** A string attribute restricted to known values (statuses), with a fallback for anything else. */
export function oneOf<T extends string>(item: StoredItem, name: string, values: readonly T[], fallback: T): T {
  const value = item[name];
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function numbers(item: StoredItem, name: string): number[] {
  const value = item[name];
  return Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === "number") : [];
}
