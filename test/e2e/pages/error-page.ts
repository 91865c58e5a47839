import type { Locator, Page } from "playwright-core";

/** The routing error page (spec §2.1). */
export class ErrorPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByText("Oops!", { exact: true });
  }

  get apology(): Locator {
    return this.page.getByText("Desculpe, ocorreu um erro inesperado.", { exact: true });
  }

  get status(): Locator {
    return this.page.getByTestId("error-status");
  }
}
