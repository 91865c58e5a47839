import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { ui } from "./cloudscape";

/** The notification stack at the top right (spec §8). */
export function notificationItems(page: Page): Locator {
  return page.locator(ui.findFlashbar().findItems().toSelector());
}

/** How long a load may take to end in its notification on a busy machine. */
const NOTIFICATION_WAIT_MS = 30_000;

/**
 * Runs `action` (a navigation, a click) and answers the notification stack's texts as they were when a
 * notification containing `text` showed. The stack is recorded inside the page as it changes (the current
 * document and any the action loads), so a notification that closes by itself (2 to 5 s) is seen however long
 * the machine takes to come back and look.
 */
export async function notificationsOnceShown(page: Page, text: string, action: () => Promise<unknown>): Promise<string[]> {
  await recordNotificationStacks(page);
  await page.evaluate(recordInDocument, NOTIFICATION_SELECTOR);
  await action();
  let shown: string[] | undefined;
  await expect
    .poll(
      async () => {
        shown = (await notificationStacksSeen(page)).find((stack) => stack.some((item) => item.includes(text)));
        return shown !== undefined;
      },
      { timeout: NOTIFICATION_WAIT_MS, message: `a notificação "${text}" não apareceu` },
    )
    .toBe(true);
  return shown ?? [];
}

/** What recordNotificationStacks leaves on the page's window. */
interface RecordingWindow {
  e2eNotificationStacks?: string[][];
  e2eNotificationObserver?: MutationObserver;
}

const NOTIFICATION_SELECTOR = ui.findFlashbar().findItems().toSelector();

/** Runs in the page: starts a fresh record of the notification stack's states (once the body exists). */
function recordInDocument(selector: string): void {
  const recording = window as RecordingWindow;
  const start = () => {
    recording.e2eNotificationObserver?.disconnect();
    const seen: string[][] = [];
    recording.e2eNotificationStacks = seen;
    const record = () => {
      const stack = [...document.querySelectorAll<HTMLElement>(selector)].map((item) => item.innerText);
      if (stack.length > 0 && JSON.stringify(stack) !== JSON.stringify(seen.at(-1))) seen.push(stack);
    };
    recording.e2eNotificationObserver = new MutationObserver(record);
    recording.e2eNotificationObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
    record();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
}

/**
 * From the page's next load on, records each state of the notification stack as it changes (its items'
 * texts), in the page itself: what a load showed is known even when it closed before the test could look.
 * Each load of the page records again.
 */
async function recordNotificationStacks(page: Page): Promise<void> {
  await page.addInitScript(recordInDocument, NOTIFICATION_SELECTOR);
}

/** The notification stacks recorded since the page's last load (see recordNotificationStacks). */
function notificationStacksSeen(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as RecordingWindow).e2eNotificationStacks ?? []);
}
