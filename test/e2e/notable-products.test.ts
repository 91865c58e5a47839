import { describe, expect, it } from "vitest";
import { pdfTextRuns } from "../support/pdf-text";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import type { FbProduct, NotableProductView } from "../../shared/contracts/notable-products";
import { DESKTOP } from "./pages/browser";
import { useE2e } from "./pages/e2e";
import { listAfter, openListInApp } from "./pages/in-app";
import { ListTable } from "./pages/list-table";
import { NotableProductsPage } from "./pages/notable-products-page";
import { notificationItems } from "./pages/notifications";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";

/**
 * The notable products (spec §2.11, §5) in Chromium, as the administrator of the file's own demo store: the
 * list against the API, the selection's header button, the PDF export, a stale edit refused, a product flagged
 * on and off from a day's product sales, and one flagged through the picker, edited and flagged off. One page
 * for the file: the list is opened by its address once, and the steps go on inside the app. The dialog's
 * rules (the margin's reading, the messages) are the jsdom tier's (test/web/notable-products).
 */

const e2e = useE2e();

/** Reads the API as the demo administrator (the demo store is generated, so the test asks what is in it). */
const apiData = <T>(pathAndQuery: string): Promise<T> => e2e.api<T>("GET", pathAndQuery);

/** A demo product that is not notable yet, whose first word (3+ letters) brings it among the suggestions. */
async function productToFlag(): Promise<{ product: FbProduct; typed: string }> {
  const notable = new Set((await apiData<NotableProductView[]>("/notable_products")).map((row) => row.product_id));
  for (const word of ["arroz", "feijao", "leite", "cafe", "acucar", "biscoito", "sabao", "detergente"]) {
    const found = await apiData<FbProduct[]>(`/fb_products/list_by_description?description=${word}`);
    const product = found.find((candidate) => !notable.has(candidate.id));
    if (product) return { product, typed: product.description.split(" ").slice(0, 2).join(" ").toLowerCase() };
  }
  throw new Error("Nenhum produto de demonstração disponível");
}

function registros(count: number): string {
  return count === 1 ? "1 Registro" : `${count} Registros`;
}

describe("the notable products, on one page", () => {
  const journey = e2e.journey({ viewport: DESKTOP, signedIn: true });
  const notables = () => new NotableProductsPage(journey.page, e2e.baseUrl);
  const notifications = () => notificationItems(journey.page).allInnerTexts();
  /** The product whose margin someone else saves while this page's dialog is open. */
  let stale: NotableProductView | undefined;

  it("lists the seeded notable products sorted by product", async () => {
    const screen = await notables().open();
    expect(await textOf(screen.list.title)).toBe("Produtos Notáveis");
    const stored = await apiData<NotableProductView[]>("/notable_products");
    await expect.poll(() => screen.list.count()).toBe(registros(stored.length));
    const shown = (await screen.list.rowTexts()).slice(0, 3);
    const expected = stored
      .map((row) => row.product)
      .sort((a, b) => a.localeCompare(b, "pt-BR"))
      .slice(0, 3);
    shown.forEach((row, index) => {
      expect(row).toContain(expected[index]);
    });
  });

  it("exports the list to PDF", async () => {
    const file = await notables().list.exportAs("PDF");
    expect(file.fileName).toMatch(/\.pdf$/);
    const text = pdfTextRuns(file.content).join("\n");
    expect(text).toContain("Produtos Notáveis");
    const [first] = (await apiData<NotableProductView[]>("/notable_products")).sort((a, b) => a.product.localeCompare(b.product, "pt-BR"));
    expect(text).toContain(first?.product ?? "(nenhum)");
  }, 60_000);

  it("refuses a save from an edit dialog opened before someone else's", async () => {
    const screen = notables();
    const [target] = await apiData<NotableProductView[]>("/notable_products");
    if (!target) throw new Error("A loja de demonstração não tem produtos notáveis.");
    stale = target;
    await screen.list.filter(target.product);
    await expect.poll(() => screen.list.rowTexts()).toContainEqual(expect.stringContaining(target.product));
    await screen.list.chooseRowOption(target.product, "Editar");
    await expect.poll(() => textOf(screen.dialog.getByRole("heading"))).toBe("Editar Produto Notável");

    // Someone else saves the margin while this dialog is open.
    await e2e.api("PUT", `/notable_products/${target.product_id}`, { desired_margin: 33.33, version: target.version });

    await screen.desiredMargin.fill("44");
    await screen.save();
    await expect.poll(notifications).toContainEqual(
      expect.stringContaining("O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente."),
    );
    await e2e.screenshot(journey.page, "notable-products-edit-stale-desktop");
    await screen.dialog.getByRole("button", { name: "Cancelar" }).click();
    await screen.dialog.waitFor({ state: "hidden" });
  }, 60_000);

  it("flags a product on from its row in a day's product sales, and off again after the confirmation", async () => {
    const page = journey.page;
    const notable = new Set((await apiData<NotableProductView[]>("/notable_products")).map((row) => row.product_id));
    const day = addDays(todayInSaoPaulo(), -1);
    const sold = await apiData<{ product_id: number; product: string }[]>(`/product_sales_by_period?start_date=${day}&end_date=${day}`);
    const product = sold.find((row) => !notable.has(row.product_id));
    if (!product) throw new Error("Nenhum produto vendido ontem que não seja notável");
    const sales = new ListTable(page);
    await openListInApp(sales, `/daily_sale/${Buffer.from(day).toString("base64")}/products`);
    await sales.filter(product.product);
    const row = sales.row(product.product).first();

    const dialog = notables();
    await row.getByRole("button", { name: "Marcar como Produto Notável" }).click();
    await expect.poll(() => textOf(dialog.dialog.getByRole("heading"))).toBe("Incluir Produto Notável");
    // The row chose the product: the dialog shows it read-only.
    await expect.poll(() => dialog.readOnlyProduct.inputValue()).toBe(`${product.product_id} - ${product.product}`);
    await dialog.desiredMargin.fill("15");
    await e2e.screenshot(page, "notable-flag-from-sales-desktop");
    await dialog.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável incluído com sucesso!"));
    await row.getByRole("button", { name: "Desmarcar Produto Notável" }).waitFor();
    const flagged = await apiData<NotableProductView[]>("/notable_products");
    expect(flagged.find((candidate) => candidate.product_id === product.product_id)?.desired_margin).toBe(15);

    await row.getByRole("button", { name: "Desmarcar Produto Notável" }).click();
    await expect
      .poll(() => textOf(dialog.dialog))
      .toContain(`Tem certeza que deseja remover o Produto Notável #${product.product_id} - ${product.product}?`);
    await dialog.confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável removido com sucesso!"));
    await row.getByRole("button", { name: "Marcar como Produto Notável" }).waitFor();
    const after = await apiData<NotableProductView[]>("/notable_products");
    expect(after.some((candidate) => candidate.product_id === product.product_id)).toBe(false);
  }, 60_000);

  it("back on the list by the sidebar, the margin the other person saved shows, stored with the next version", async () => {
    const page = journey.page;
    const target = stale;
    if (!target) throw new Error("Sem o produto da edição recusada.");
    const screen = notables();
    await listAfter(screen.list, () => new ShellPage(page).sidebar.getByRole("link", { name: "Produtos Notáveis" }).click());
    await screen.list.filter(target.product);
    await expect.poll(() => screen.list.rowTexts()).toContainEqual(expect.stringContaining("33,33%"));
    expect((await apiData<NotableProductView[]>("/notable_products")).find((row) => row.product_id === target.product_id)).toMatchObject({
      desired_margin: 33.33,
      version: target.version + 1,
    });
  }, 60_000);

  it("flags a product through the picker, edits its margin and flags it off after the confirmation", async () => {
    const page = journey.page;
    const screen = notables();
    const before = (await apiData<NotableProductView[]>("/notable_products")).length;
    // The filters of the step before are kept for the session: cleared, the list shows every row again.
    await screen.list.root.getByRole("button", { name: "Limpar filtros" }).click();
    await expect.poll(() => screen.list.count()).toBe(registros(before));
    const { product, typed } = await productToFlag();
    const label = `${product.id} - ${product.description}`;

    await screen.list.headerButton("Incluir Produto Notável").click();
    await screen.pickProduct(typed, label);
    await expect.poll(() => screen.productPicker.inputValue()).toBe(label);
    await screen.desiredMargin.fill("12,5");
    await e2e.screenshot(page, "notable-products-new-dialog-desktop");
    await screen.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável incluído com sucesso!"));
    await expect.poll(() => screen.list.count()).toBe(registros(before + 1));
    await screen.list.filter(product.description);
    await expect.poll(() => screen.list.rowTexts()).toEqual([`${product.id} ${product.description} 12,50%`]);

    // Edit: the product is read-only, the margin changes.
    await screen.list.chooseRowOption(product.description, "Editar");
    await expect.poll(() => textOf(screen.dialog.getByRole("heading"))).toBe("Editar Produto Notável");
    expect(await screen.readOnlyProduct.inputValue()).toBe(label);
    expect(await screen.readOnlyProduct.getAttribute("readonly")).not.toBeNull();
    expect(await screen.desiredMargin.inputValue()).toBe("12,50%");
    await screen.desiredMargin.fill("");
    await screen.save();
    await expect.poll(() => screen.fieldErrors()).toEqual(["Preencha o campo 'Margem Desejável'"]);
    await screen.desiredMargin.fill("20");
    await e2e.screenshot(page, "notable-products-edit-dialog-desktop");
    await screen.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável alterado com sucesso!"));
    await expect.poll(() => screen.list.rowTexts()).toEqual([`${product.id} ${product.description} 20,00%`]);

    // Already notable: the picker of a new one no longer suggests it.
    await screen.list.headerButton("Incluir Produto Notável").click();
    await screen.productPicker.fill(product.description);
    await page.getByText(/produtos? encontrados?|Nenhum produto encontrado|primeiros produtos/).first().waitFor();
    expect(await page.getByRole("option", { name: label, exact: true }).count()).toBe(0);
    await screen.dialog.getByRole("button", { name: "Cancelar" }).click();

    // The flag of a notable row asks before removing it.
    await screen.flagButton(product.description).click();
    await expect
      .poll(() => textOf(screen.dialog))
      .toContain(`Tem certeza que deseja remover o Produto Notável #${product.id} - ${product.description}?`);
    await e2e.screenshot(page, "notable-products-remove-confirm-desktop");
    await screen.confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável removido com sucesso!"));
    await expect.poll(() => screen.list.rowTexts()).toEqual([]);
    const after = await apiData<NotableProductView[]>("/notable_products");
    expect(after.some((row) => row.product_id === product.id)).toBe(false);
    expect(after).toHaveLength(before);
  }, 90_000);
});
