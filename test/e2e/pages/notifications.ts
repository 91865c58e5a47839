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
