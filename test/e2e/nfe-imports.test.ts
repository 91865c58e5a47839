import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_CNPJ } from "../../infra/local/demo-tenant";
import { formatCnpj } from "../../shared/contracts/cnpj";
import type { EntryItemRow, EntryRow, NfeImportDetail } from "../../shared/contracts/nfe-imports";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { formatCurrency, formatQuantity } from "../../shared/format";
import { accessKeyOf, buildNfe, type NoteSpec, OTHER_CNPJ, plainLine } from "../support/nfe-xml";
import { DESKTOP } from "./pages/browser";
import { productsWithBarcode } from "./pages/demo-products";
import { useE2e } from "./pages/e2e";
import { ListTable } from "./pages/list-table";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";

/**
 * The NF-e import as an administrator goes through it, in one page at desktop width: the company's CNPJ in
 * 'Dados da Empresa', a supplier's XML chosen in 'Importar XML', the review of its unmatched line, the entry in
 * 'Entradas' and its reversal. What the screens show is compared with what the API answers.
 */

const e2e = useE2e();

/** Spaces as a person reads them (the currency format puts a no-break space after "R$"). */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** Opens 'Dados da Empresa' from the user menu. */
async function openCompanySettings(page: Page) {
  const shell = new ShellPage(page);
  await shell.header.getByRole("button", { name: "ADMINISTRADOR" }).click();
  await page.getByRole("menuitem", { name: "Dados da Empresa" }).click();
  const dialog = page.getByRole("dialog", { name: "Dados da Empresa" });
  const cnpj = dialog.getByRole("textbox", { name: "CNPJ" });
  await cnpj.waitFor();
  return { dialog, cnpj };
}

/** Types a CNPJ's digits into 'Dados da Empresa', sees it masked, saves, and waits for the dialog to close. */
async function saveCompanyCnpj(page: Page, digits: string): Promise<void> {
  const { dialog, cnpj } = await openCompanySettings(page);
  await cnpj.fill("");
  await cnpj.pressSequentially(digits);
  expect(await cnpj.inputValue()).toBe(formatCnpj(digits));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("NF-e import in the browser", () => {
  it("a supplier's XML chosen on 'Importar XML' and reviewed becomes the entry the API stores, with its total, ICMS credit and lines, and its reversal shows", async () => {
    const [matched, mapped] = await productsWithBarcode(e2e.api, 2);
    if (!matched || !mapped) throw new Error("Faltam produtos com código de barras.");
    const spec: NoteSpec = {
      recipientCnpj: DEMO_CNPJ,
      issuedAt: `${addDays(todayInSaoPaulo(), -2)}T10:00:00-03:00`,
      number: "7781",
      emitterName: "DISTRIBUIDORA JORNADA LTDA",
      lines: [
        plainLine({ code: "JOR-1", description: "ITEM COM GTIN", gtin: matched.barcode, unit: matched.unit, quantity: 12, unitPrice: 3.25 }),
        plainLine({ code: "JOR-CX", description: "ITEM SEM GTIN CX 6", unit: "CX", quantity: 3, unitPrice: 42.9 }),
      ],
    };
    const accessKey = accessKeyOf(spec);
    const xml = buildNfe(spec);

    const page = await e2e.open({ signedIn: true, viewport: DESKTOP });
    const shell = new ShellPage(page);
    await page.goto(e2e.url("/"));
    await shell.waitUntilShown();

    // The demo's CNPJ, shown masked; 'Salvar' waits for a change. Another CNPJ saved, then the demo's again.
    const opened = await openCompanySettings(page);
    expect(await opened.cnpj.inputValue()).toBe(formatCnpj(DEMO_CNPJ));
    expect(await opened.dialog.getByRole("button", { name: "Salvar" }).isDisabled()).toBe(true);
    await opened.dialog.getByRole("button", { name: "Cancelar" }).click();
    await opened.dialog.waitFor({ state: "detached" });
    await saveCompanyCnpj(page, OTHER_CNPJ);
    expect(await e2e.api<{ cnpj: string }>("GET", "/tenant_settings")).toEqual({ cnpj: OTHER_CNPJ });
    await saveCompanyCnpj(page, DEMO_CNPJ);
    expect(await e2e.api<{ cnpj: string }>("GET", "/tenant_settings")).toEqual({ cnpj: DEMO_CNPJ });

    // 'Entradas', then 'Importar XML': the file chosen through the upload's file input.
    await shell.sidebar.getByRole("link", { name: "Entradas" }).click();
    const entries = new ListTable(page);
    await entries.headerButton("Importar XML").click();
    await page.getByRole("heading", { name: "Importar XML da NF-e" }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: "nota-jornada.xml", mimeType: "application/xml", buffer: Buffer.from(xml) });
    const progressLine = page.getByRole("list", { name: "Envio das notas" }).getByRole("listitem").filter({ hasText: "nota-jornada.xml" });
    await progressLine.getByText("Aguardando revisão", { exact: true }).waitFor();
    await progressLine.getByRole("link", { name: "Revisar" }).click();

    // The review: the GTIN line matched, the other waits for 'Vincular produto'.
    await page.getByRole("heading", { level: 1, name: "NF-e 7781/1" }).waitFor();
    const waiting = (await e2e.api<{ id: number; access_key: string }[]>("GET", "/nfe_imports?status=review")).find(
      (note) => note.access_key === accessKey,
    );
    if (!waiting) throw new Error("A nota enviada não está entre as que aguardam revisão.");
    const before = await e2e.api<NfeImportDetail>("GET", `/nfe_imports/${waiting.id}`);
    expect(before.items.map((line) => line.product_id)).toEqual([matched.product_id, undefined]);

    const lines = new ListTable(page);
    await lines.waitForRows(2);
    expect(await textOf(await lines.cell(0, "Produto"))).toBe(`${matched.product_id} - ${before.items[0]?.product ?? ""}`);
    await lines.chooseRowOption("ITEM SEM GTIN CX 6", "Vincular produto");
    const lineDialog = page.getByRole("dialog").filter({ hasText: "Item 2: ITEM SEM GTIN CX 6" });
    const picker = lineDialog.getByRole("combobox", { name: "Produto" });
    await picker.fill(String(mapped.product_id));
    await page.getByRole("option", { name: `${mapped.product_id} - ${mapped.product}`, exact: true }).click();
    await lineDialog.getByRole("textbox", { name: "Fração" }).fill("6");
    // 3 CX of 6: the stock quantity follows the fraction as it is typed, in the stock unit of the product picked.
    expect(await textOf(lineDialog.getByTestId("stock-unit"))).toBe(`Unidade de estoque: ${mapped.unit}`);
    expect(spaced(await textOf(lineDialog.getByTestId("stock-quantity")))).toBe(`${formatQuantity(18)} ${mapped.unit}`);
    await lineDialog.getByRole("button", { name: "Salvar" }).click();
    await lineDialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await e2e.api<NfeImportDetail>("GET", `/nfe_imports/${waiting.id}`)).pending_lines).toBe(0);
    const mappedLine = (await e2e.api<NfeImportDetail>("GET", `/nfe_imports/${waiting.id}`)).items[1];
    expect({ product_id: mappedLine?.product_id, fraction: mappedLine?.fraction }).toEqual({ product_id: mapped.product_id, fraction: 6 });
    // The review shows the mapping the API stored.
    await expect.poll(async () => textOf(await lines.cell(1, "Produto"))).toBe(`${mapped.product_id} - ${mappedLine?.product ?? ""}`);

    // Confirmed, accepting the unsigned XML's warning: the app shows 'Entradas'.
    await page.getByRole("button", { name: "Confirmar entrada" }).click();
    const confirmDialog = page.getByRole("dialog").filter({ hasText: "Confirmar entrada com avisos" });
    await confirmDialog.getByText("XML sem assinatura digital").waitFor();
    await confirmDialog.getByRole("button", { name: "Aceitar avisos e confirmar" }).click();
    await confirmDialog.waitFor({ state: "detached" });

    await entries.title.filter({ hasText: "Entradas" }).waitFor();
    const entry = (await e2e.api<EntryRow[]>("GET", "/entries")).find((row) => row.access_key === accessKey);
    if (!entry) throw new Error("A entrada da nota não está em GET /api/entries.");
    expect({ source: entry.source, status: entry.status }).toEqual({ source: "nfe", status: "active" });
    const row = await entries.rowWhere("Número/Série", "7781/1");
    expect(row).toBeGreaterThanOrEqual(0);
    expect(spaced(await textOf(await entries.cell(row, "Total")))).toBe(spaced(formatCurrency(entry.total)));
    expect(spaced(await textOf(await entries.cell(row, "Crédito de ICMS")))).toBe(spaced(formatCurrency(entry.icms_credit)));
    expect(await textOf(await entries.cell(row, "Status"))).toBe("Ativa");

    // Its lines, as GET /api/entries/{id}/items answers them.
    const items = await e2e.api<EntryItemRow[]>("GET", `/entries/${entry.id}/items`);
    expect(items.map((item) => [item.product_id, item.quantity]).sort()).toEqual(
      [
        [matched.product_id, 12],
        [mapped.product_id, 18],
      ].sort(),
    );
    await entries.chooseRowOption(row, "Visualizar Itens");
    const itemList = new ListTable(page);
    await itemList.title.filter({ hasText: "Itens da Entrada" }).waitFor();
    await itemList.waitForRows(items.length);
    for (const item of items) {
      const shown = await itemList.rowWhere("Código", String(item.product_id));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(spaced(await textOf(await itemList.cell(shown, "Quantidade em Estoque")))).toContain(formatQuantity(item.quantity));
      expect(spaced(await textOf(await itemList.cell(shown, "Custo Total")))).toBe(spaced(formatCurrency(item.total_cost)));
      expect(spaced(await textOf(await itemList.cell(shown, "Crédito de ICMS")))).toBe(spaced(formatCurrency(item.icms_credit)));
    }

    // Back in 'Entradas' by the sidebar, the entry reversed: its status changes, on the screen and in the API.
    await shell.sidebar.getByRole("link", { name: "Entradas" }).click();
    await entries.title.filter({ hasText: /^Entradas$/ }).waitFor();
    const again = await entries.rowWhere("Número/Série", "7781/1");
    await entries.chooseRowOption(again, "Reverter entrada");
    const reverseDialog = page.getByRole("dialog").filter({ hasText: "Reverter a entrada da nota 7781/1" });
    await reverseDialog.getByRole("button", { name: "Reverter entrada" }).click();
    await reverseDialog.waitFor({ state: "detached" });
    await expect.poll(async () => textOf(await entries.cell(await entries.rowWhere("Número/Série", "7781/1"), "Status"))).toBe("Estornada");
    expect((await e2e.api<EntryRow[]>("GET", "/entries")).find((row) => row.id === entry.id)?.status).toBe("reversed");
  }, 120_000);
});
