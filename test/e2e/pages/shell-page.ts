import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { textOf } from "./text";

export interface SidebarLink {
  text: string;
  href: string;
}

/** The signed-in shell (spec §2.1): header, sidebar, breadcrumbs, sign-out confirmation. */
export class ShellPage {
  constructor(readonly page: Page) {}

  get sidebar(): Locator {
    return this.page.locator(ui.findSideNavigation().toSelector());
  }

  get header(): Locator {
    return this.page.locator(ui.findTopNavigation().toSelector());
  }

  /** The page's one h1: in the content header on simple pages, in the table header on list pages. */
  get pageTitle(): Locator {
    return this.page.locator("h1").first();
  }

  get breadcrumbs(): Locator {
    return this.page.getByTestId("breadcrumbs");
  }

  get signOutDialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Waits for the sidebar's first link (Playwright's default wait, or `timeout` ms). */
  async waitUntilShown(timeout?: number): Promise<void> {
    await this.sidebar.getByRole("link", { name: "Dashboard" }).waitFor(timeout === undefined ? {} : { timeout });
  }

  async sidebarLinks(): Promise<SidebarLink[]> {
    const links = this.sidebar.getByRole("link");
    const count = await links.count();
    const result: SidebarLink[] = [];
    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      result.push({ text: await textOf(link), href: (await link.getAttribute("href")) ?? "" });
    }
    return result;
  }

  async activeSidebarLink(): Promise<string> {
    return textOf(this.sidebar.locator('a[aria-current="page"]'));
  }

  async breadcrumbTexts(): Promise<string[]> {
    // Cloudscape selectors start at <body>, so they are resolved from the page.
    const items = this.page.locator(ui.findBreadcrumbGroup().findBreadcrumbLinks().toSelector());
    return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  async askToSignOut(): Promise<void> {
    await this.sidebar.getByRole("link", { name: "Sair" }).click();
    await this.signOutDialog.waitFor();
  }

  async confirmSignOut(): Promise<void> {
    await this.signOutDialog.getByRole("button", { name: "Sair" }).click();
  }
}
