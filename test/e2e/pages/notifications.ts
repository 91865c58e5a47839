import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";

/** The notification stack at the top right (spec §8). */
export function notificationItems(page: Page): Locator {
  return page.locator(ui.findFlashbar().findItems().toSelector());
}
