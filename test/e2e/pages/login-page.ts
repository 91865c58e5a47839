import type { Locator, Page } from "playwright-core";

/** /login (spec §2.4). */
export class LoginPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  get username(): Locator {
    return this.page.getByLabel("Nome do Usuário");
  }

  get password(): Locator {
    return this.page.getByLabel("Senha", { exact: true });
  }

  get submitButton(): Locator {
    return this.page.getByRole("button", { name: "Login" });
  }

  get logo(): Locator {
    return this.page.locator("img.login-logo");
  }

  async open(): Promise<this> {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.waitUntilShown();
    return this;
  }

  async waitUntilShown(): Promise<void> {
    await this.username.waitFor();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}
