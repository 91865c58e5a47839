import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";

/** The notification stack at the top right (spec §8). */
export function notificationItems(page: Page): Locator {
  return page.locator(ui.findFlashbar().findItems().toSelector());
}

/** How long a load may take to end in its notification on a busy machine. */
const NOTIFICATION_WAIT_MS = 30_000;

/**
 * Runs `action` (a navigation, a click) and answers the notification stack's texts as soon as a notification
 * containing `text` shows. The watch starts before the action: a failure's notification closes by itself after
 * 5 s, and on a busy machine the page can take longer than that to finish drawing what follows it.
 */
export async function notificationsOnceShown(page: Page, text: string, action: () => Promise<unknown>): Promise<string[]> {
  const shown = notificationItems(page).filter({ hasText: text }).first().waitFor({ timeout: NOTIFICATION_WAIT_MS });
  await Promise.all([shown, action()]);
  return notificationItems(page).allInnerTexts();
}

/**
 * As notificationsOnceShown, but the stack is read the moment the notification shows, not once the action
 * ended: a navigation that goes on drawing for more than 5 s on a busy machine would otherwise find it closed.
 */
export async function notificationsAsShown(page: Page, text: string, action: () => Promise<unknown>): Promise<string[]> {
  const shown = notificationItems(page)
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: NOTIFICATION_WAIT_MS })
    .then(() => notificationItems(page).allInnerTexts());
  const [texts] = await Promise.all([shown, action()]);
  return texts;
}

/** What recordNotificationStacks leaves on the page's window. */
interface RecordingWindow {
  e2eNotificationStacks?: string[][];
  e2eNotificationObserver?: MutationObserver;
}

/**
 * From the page's next load on, records each state of the notification stack as it changes (its items'
 * texts), in the page itself: what a load showed is known even when it closed before the test could look.
 * Each load of the page records again until stopRecordingNotificationStacks.
 */
export async function recordNotificationStacks(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const recording = window as RecordingWindow;
    if (recording.e2eNotificationStacks) return;
    const seen: string[][] = [];
    recording.e2eNotificationStacks = seen;
    const record = () => {
      const stack = [...document.querySelectorAll<HTMLElement>(selector)].map((item) => item.innerText);
      if (stack.length > 0 && JSON.stringify(stack) !== JSON.stringify(seen.at(-1))) seen.push(stack);
    };
    document.addEventListener("DOMContentLoaded", () => {
      recording.e2eNotificationObserver = new MutationObserver(record);
      recording.e2eNotificationObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, ui.findFlashbar().findItems().toSelector());
}

/** The notification stacks recorded since the page's last load (see recordNotificationStacks). */
export function notificationStacksSeen(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as RecordingWindow).e2eNotificationStacks ?? []);
}

/** Stops the recording on the page as it is now (a later load would record again). */
export async function stopRecordingNotificationStacks(page: Page): Promise<void> {
  await page.evaluate(() => (window as RecordingWindow).e2eNotificationObserver?.disconnect());
}
