import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfTextRuns } from "../support/pdf-text";
import type { ApiEnvelope } from "../../shared/api";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import type { FbProduct, NotableProductView } from "../../shared/contracts/notable-products";
import { DESKTOP } from "./pages/browser";
import { useE2e } from "./pages/e2e";
import { NotableProductsPage } from "./pages/notable-products-page";
import { ListPage } from "./pages/list-page";
import { notificationItems } from "./pages/notifications";
import { textOf } from "./pages/text";

const e2e = useE2e();
let page: Page;

async function openNotables(viewport = DESKTOP): Promise<NotableProductsPage> {
  page = await e2e.open({ viewport, signedIn: true });
  return new NotableProductsPage(page, e2e.baseUrl).open();
}

/** Reads the API with the page's session (the demo store is generated, so the test asks what is in it). */
async function apiData<T>(pathAndQuery: string): Promise<T> {
  const answer = await page.request.get(`${e2e.baseUrl}/api${pathAndQuery}`);
  const body = (await answer.json()) as ApiEnvelope<T>;
  if (!body.success || body.data === undefined) throw new Error(`GET ${pathAndQuery} falhou`);
  return body.data;
}

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

function notifications(): Promise<string[]> {
  return notificationItems(page).allInnerTexts();
}

function registros(count: number): string {
  return count === 1 ? "1 Registro" : `${count} Registros`;
}

describe("notable products screen", () => {
  it("lists the seeded notable products sorted by product", async () => {
    const notables = await openNotables();
    expect(await textOf(notables.list.title)).toBe("Produtos Notáveis");
    const stored = await apiData<NotableProductView[]>("/notable_products");
    await expect.poll(() => notables.list.count()).toBe(registros(stored.length));
    const shown = (await notables.list.rowTexts()).slice(0, 3);
    const expected = stored
      .map((row) => row.product)
      .sort((a, b) => a.localeCompare(b, "pt-BR"))
      .slice(0, 3);
    shown.forEach((row, index) => {
      expect(row).toContain(expected[index]);
    });
  });

  it("refuses a save from an edit dialog opened before someone else's, and shows that save after a reload", async () => {
    const notables = await openNotables();
    const [target] = await apiData<NotableProductView[]>("/notable_products");
    if (!target) throw new Error("A loja de demonstração não tem produtos notáveis.");
    await notables.list.filter(target.product);
    await expect.poll(() => notables.list.rowTexts()).toContainEqual(expect.stringContaining(target.product));
    await notables.list.chooseRowOption(target.product, "Editar");
    await expect.poll(() => textOf(notables.dialog.getByRole("heading"))).toBe("Editar Produto Notável");

    // Someone else saves the margin while this dialog is open.
    await e2e.api("PUT", `/notable_products/${target.product_id}`, { desired_margin: 33.33, version: target.version });

    await notables.desiredMargin.fill("44");
    await notables.save();
    await expect.poll(notifications).toContainEqual(
      expect.stringContaining("O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente."),
    );
    await e2e.screenshot(page, "notable-products-edit-stale-desktop");
    await notables.dialog.getByRole("button", { name: "Cancelar" }).click();

    await page.reload();
    await notables.list.filter(target.product);
    await expect.poll(() => notables.list.rowTexts()).toContainEqual(expect.stringContaining("33,33%"));
    expect((await apiData<NotableProductView[]>("/notable_products")).find((row) => row.product_id === target.product_id)).toMatchObject({
      desired_margin: 33.33,
      version: target.version + 1,
    });
  });

  it("flags a product through the picker, edits its margin and flags it off after the confirmation", async () => {
    const notables = await openNotables();
    const before = (await apiData<NotableProductView[]>("/notable_products")).length;
    const { product, typed } = await productToFlag();
    const label = `${product.id} - ${product.description}`;

    await notables.list.headerButton("Incluir Produto Notável").click();
    await notables.pickProduct(typed, label);
    await expect.poll(() => notables.productPicker.inputValue()).toBe(label);
    await notables.desiredMargin.fill("12,5");
    await e2e.screenshot(page, "notable-products-new-dialog-desktop");
    await notables.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável incluído com sucesso!"));
    await expect.poll(() => notables.list.count()).toBe(registros(before + 1));
    await notables.list.filter(product.description);
    await expect.poll(() => notables.list.rowTexts()).toEqual([`${product.id} ${product.description} 12,50%`]);

    // Edit: the product is read-only, the margin changes.
    await notables.list.chooseRowOption(product.description, "Editar");
    await expect.poll(() => textOf(notables.dialog.getByRole("heading"))).toBe("Editar Produto Notável");
    expect(await notables.readOnlyProduct.inputValue()).toBe(label);
    expect(await notables.readOnlyProduct.getAttribute("readonly")).not.toBeNull();
    expect(await notables.desiredMargin.inputValue()).toBe("12,50%");
    await notables.desiredMargin.fill("");
    await notables.save();
    await expect.poll(() => notables.fieldErrors()).toEqual(["Preencha o campo 'Margem Desejável'"]);
    await notables.desiredMargin.fill("20");
    await e2e.screenshot(page, "notable-products-edit-dialog-desktop");
    await notables.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável alterado com sucesso!"));
    await expect.poll(() => notables.list.rowTexts()).toEqual([`${product.id} ${product.description} 20,00%`]);

    // Already notable: the picker of a new one no longer suggests it.
    await notables.list.headerButton("Incluir Produto Notável").click();
    await notables.productPicker.fill(product.description);
    await page.getByText(/produtos? encontrados?|Nenhum produto encontrado|primeiros produtos/).first().waitFor();
    expect(await page.getByRole("option", { name: label, exact: true }).count()).toBe(0);
    await notables.dialog.getByRole("button", { name: "Cancelar" }).click();

    // The flag of a notable row asks before removing it.
    await notables.flagButton(product.description).click();
    await expect
      .poll(() => textOf(notables.dialog))
      .toContain(`Tem certeza que deseja remover o Produto Notável #${product.id} - ${product.description}?`);
    await e2e.screenshot(page, "notable-products-remove-confirm-desktop");
    await notables.confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável removido com sucesso!"));
    await expect.poll(() => notables.list.rowTexts()).toEqual([]);
    const after = await apiData<NotableProductView[]>("/notable_products");
    expect(after.some((row) => row.product_id === product.id)).toBe(false);
    expect(after).toHaveLength(before);
  });

  it("flags a product on from its row in a day's product sales, and off again after the confirmation", async () => {
    page = await e2e.open({ viewport: DESKTOP, signedIn: true });
    const notable = new Set((await apiData<NotableProductView[]>("/notable_products")).map((row) => row.product_id));
    const day = addDays(todayInSaoPaulo(), -1);
    const sold = await apiData<{ product_id: number; product: string }[]>(`/product_sales_by_period?start_date=${day}&end_date=${day}`);
    const product = sold.find((row) => !notable.has(row.product_id));
    if (!product) throw new Error("Nenhum produto vendido ontem que não seja notável");
    const sales = new ListPage(page, e2e.baseUrl, `/daily_sale/${Buffer.from(day).toString("base64")}/products`);
    await sales.open();
    await sales.list.filter(product.product);
    const row = sales.list.row(product.product).first();

    await row.getByRole("button", { name: "Marcar como Produto Notável" }).click();
    await expect.poll(() => textOf(sales.dialog.getByRole("heading"))).toBe("Incluir Produto Notável");
    const dialog = new NotableProductsPage(page, e2e.baseUrl);
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
      .poll(() => textOf(sales.dialog))
      .toContain(`Tem certeza que deseja remover o Produto Notável #${product.product_id} - ${product.product}?`);
    await dialog.confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Produto Notável removido com sucesso!"));
    await row.getByRole("button", { name: "Marcar como Produto Notável" }).waitFor();
    const after = await apiData<NotableProductView[]>("/notable_products");
    expect(after.some((candidate) => candidate.product_id === product.product_id)).toBe(false);
  });

  it("turns the header button into 'Remover Selecionados' and disables row options while rows are checked", async () => {
    const notables = await openNotables();
    const first = notables.list.rows.first();
    await first.getByRole("checkbox").check();
    await expect.poll(() => notables.list.headerButton("Remover Selecionados").count()).toBe(1);
    expect(await notables.list.headerButton("Incluir Produto Notável").count()).toBe(0);
    // Spec §2.9/§2.11: with a selection, row options are disabled (the button itself).
    expect(await first.getByRole("button", { name: "Opções do registro" }).isDisabled()).toBe(true);
    await first.getByRole("checkbox").uncheck();
    await expect.poll(() => notables.list.headerButton("Incluir Produto Notável").count()).toBe(1);
  });

  it("exports the list to PDF", async () => {
    const notables = await openNotables();
    const file = await notables.list.exportAs("PDF");
    expect(file.fileName).toMatch(/\.pdf$/);
    const text = pdfTextRuns(file.content).join("\n");
    expect(text).toContain("Produtos Notáveis");
    const [first] = (await apiData<NotableProductView[]>("/notable_products")).sort((a, b) => a.product.localeCompare(b.product, "pt-BR"));
    expect(text).toContain(first?.product ?? "(nenhum)");
  });
});
