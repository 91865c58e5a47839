import type { Locator } from "playwright-core";

/** An element's text, trimmed; empty when it has none. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}
