import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ListTable } from "./list-table";
import { textOf } from "./text";

/**
 * Moving between screens inside the app a page already shows, as its links do: history.pushState, which the
 * router follows, so the app's scripts are not parsed and booted again for each screen (a page.goto is a new
 * load of the whole app).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = Number(window.history.state?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2);
    window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", to);
  }, path);
}

/** A text the page shows now, or "" while the element is not there (textContent alone would wait for it). */
async function shownText(locator: Locator): Promise<string> {
  return (await locator.count()) === 0 ? "" : textOf(locator.first());
}

/**
 * Runs `navigation` (a click on a link or a row option, a history push) and waits until the list of the screen
 * it leads to has drawn its rows. The new screen is known by its list's title, which must differ from the one
 * shown before (the rows of the screen left behind stay until the new ones are read): two lists opened one
 * after the other are to have different titles. Answers the new title.
 */
export async function listAfter(list: ListTable, navigation: () => Promise<unknown>): Promise<string> {
  const before = await shownText(list.title);
  await navigation();
  let title = "";
  await expect
    .poll(
      async () => {
        title = await shownText(list.title);
        return title !== "" && title !== before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await list.waitForRows();
  return title;
}

/** Opens a list screen inside the app by its path and waits for its rows (see listAfter). Answers its title. */
export function openListInApp(list: ListTable, path: string): Promise<string> {
  return listAfter(list, () => goInApp(list.page, path));
}

/**
 * Opens a screen inside the app and waits until the page's heading (its one h1) contains `heading`: for a
 * screen that shows no list, or whose list's title is the one shown before.
 */
export async function openInApp(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await goInApp(page, path);
  const h1 = page.locator("h1");
  await expect.poll(() => shownText(h1), { timeout: 30_000 }).toMatch(heading);
}
