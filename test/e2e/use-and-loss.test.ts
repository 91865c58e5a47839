import { describe, expect, it } from "vitest";
import type { IcmsReversalRow, UseAndLossDetail, UseAndLossRow, WriteOffAvailableRow } from "../../shared/contracts/use-and-loss";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { formatCurrency, formatQuantity } from "../../shared/format";
import { USE_AND_LOSS_MESSAGES } from "../../functions/use_and_loss/messages";
import { sheetRows } from "./pages/export-download";
import { useE2e } from "./pages/e2e";
import { notificationItems, } from "./pages/notifications";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";
import { UseAndLossPage } from "./pages/use-and-loss-page";

const e2e = useE2e();

/** The brief's desktop: 1366 x 768. */
const LAPTOP = { width: 1366, height: 768 };

/** Operations a test changed: the next test picks others (the file's company is shared by its tests). */
const used = new Set<number>();

/** Reads the API as the administrator (the demo store is generated: the test asks what is in it). */
const apiData = <T>(pathAndQuery: string) => e2e.api<T>("GET", pathAndQuery);

const operations = (query = "") => apiData<UseAndLossRow[]>(`/use_and_loss${query}`);
const operation = (id: number) => apiData<UseAndLossDetail>(`/use_and_loss/${id}`);

function registros(count: number): string {
  return count === 1 ? "1 Registro" : `${count} Registros`;
}

/**
 * Shows only the rows of one product (its barcode), as a person filters the list: once the list of the address
 * now shown has come (the rows of the one before stay on screen, under the loading bar, while it loads).
 */
async function showOnly(screen: UseAndLossPage, row: UseAndLossRow): Promise<void> {
  await screen.page.getByRole("progressbar", { name: "Carregando" }).waitFor({ state: "detached" });
  await screen.list.filter(row.barcode);
  await expect.poll(() => screen.list.count()).toBe("1 Registro");
}

/** Whether the first row's option is disabled; the menu is closed again. */
async function rowOptionDisabled(screen: UseAndLossPage, option: string): Promise<boolean> {
  const page = screen.page;
  const item = await screen.list.rowOption(0, option);
  const disabled = await item.getAttribute("aria-disabled");
  // Escape first closes a disabled item's reason, when it shows; then the menu.
  await expect
    .poll(async () => {
      if (await item.isVisible()) await page.keyboard.press("Escape");
      return item.isVisible();
    })
    .toBe(false);
  return disabled === "true";
}

/** The ICMS credit a loss of `written` from the entry line reverses, recomputed here: credit ÷ quantity × written, to the cent. */
function creditToReverse(line: Pick<WriteOffAvailableRow, "icms_credit" | "quantity">, written: number): number {
  const cents = (Math.round(line.icms_credit * 100) * Math.round(written * 1000)) / Math.round(line.quantity * 1000);
  return Math.round(cents) / 100;
}

const unitQuantity = (quantity: number, unit: string) => `${formatQuantity(quantity)}\u00a0${unit}`.replace(/\u00a0/g, " ");
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

/** An open loss, nothing written off, the only operation of its product in the list, whose newest entry covers it. */
async function lossToWriteOff(): Promise<{ row: UseAndLossRow; entry: WriteOffAvailableRow }> {
  const all = await operations();
  const open = all.filter((row) => row.operation === "loss" && row.status === "open" && row.written_off === 0 && !used.has(row.id));
  for (const row of open) {
    if (all.filter((other) => other.barcode === row.barcode).length !== 1 || row.quantity < 0.002) continue;
    const [entry] = await apiData<WriteOffAvailableRow[]>(`/use_and_loss/writeoff_available?product_id=${row.product_id}&operation_id=${row.id}`);
    if (entry && entry.available >= row.quantity && entry.icms_credit > 0) {
      used.add(row.id);
      return { row, entry };
    }
  }
  throw new Error("A loja de demonstração não tem perda em aberto coberta por uma entrada.");
}

async function closedOperation(type: "use" | "loss"): Promise<UseAndLossRow> {
  const all = await operations();
  const found = all.find(
    (row) => row.operation === type && row.status === "closed" && !used.has(row.id) && all.filter((other) => other.barcode === row.barcode).length === 1,
  );
  if (!found) throw new Error(`A loja de demonstração não tem operação de ${type} baixada.`);
  used.add(found.id);
  return found;
}

/**
 * One administrator on one page at 1366 px, from the open operations to the ICMS reversal: the filters, a loss
 * written off and undone, an operation applied, a mixed selection refused (the list's failed read is the jsdom
 * tier's, test/web/load-failures.test.tsx). Only the steps about a typed
 * address load the app; the others go on through the list's own filters and buttons.
 */
describe("use and loss at 1366 px", () => {
  const journey = e2e.journey({ signedIn: true, viewport: LAPTOP });
  const page = () => journey.page;
  const notifications = () => notificationItems(page()).allInnerTexts();

  it("opens the open operations at /use_and_loss and filters them through 'Tipo de Operações' and 'Status de Operações'", async () => {
    const page = journey.page;
    const screen = new UseAndLossPage(page, e2e.baseUrl);
    await page.goto(e2e.url("/use_and_loss"));
    await page.waitForURL(e2e.url("/use_and_loss/all/open"));
    await screen.list.waitForRows();
    const shell = new ShellPage(page);
    await expect.poll(() => shell.breadcrumbTexts()).toEqual(["Uso/Perda", "Todas as Operações", "Operações em Aberto"]);
    expect(await textOf(screen.list.title)).toBe("Todas as Operações");
    const open = await operations("?status=open");
    expect(await screen.list.count()).toBe(registros(open.length));
    if (!screen.list.showsCards) {
      expect(await screen.list.headers()).toEqual([
        "",
        "",
        "Operação",
        "Cód. Barras",
        "Produto",
        "Qtd.",
        "Status",
        "Local de Uso",
        "Registrado por",
      ]);
    }
    expect(new Set(await screen.list.column("Status"))).toEqual(new Set(["Aberta"]));
    expect(new Set(await screen.list.column("Operação"))).toEqual(new Set(["Uso", "Perda"]));
    for (const quantity of await screen.list.column("Quantidade")) expect(spaced(quantity)).toMatch(/^[\d.,]+ \S+$/);

    expect(await screen.filterOptions("Tipo")).toEqual({
      title: "Tipo de Operações",
      options: ["Todas as Operações", "Operações de Uso", "Operações de Perda"],
    });
    expect(await screen.filterOptions("Status")).toEqual({
      title: "Status de Operações",
      options: ["Todas", "Operações em Aberto", "Operações Baixadas", "Operações Aplicadas"],
    });

    await screen.chooseFilter("Tipo", "Operações de Perda");
    await page.waitForURL(e2e.url("/use_and_loss/loss/open"));
    await expect.poll(() => textOf(screen.list.title)).toBe("Operações de Perda");
    await expect.poll(() => screen.list.count()).toBe(registros(open.filter((row) => row.operation === "loss").length));
    expect(new Set(await screen.list.column("Operação"))).toEqual(new Set(["Perda"]));

    await screen.chooseFilter("Status", "Operações Baixadas");
    await page.waitForURL(e2e.url("/use_and_loss/loss/closed"));
    const closedLosses = await operations("?operation=loss&status=closed");
    await expect.poll(() => screen.list.count()).toBe(registros(closedLosses.length));
    await screen.list.waitForRows();
    expect(new Set(await screen.list.column("Status"))).toEqual(new Set(["Baixada"]));
    await expect.poll(() => shell.breadcrumbTexts()).toEqual(["Uso/Perda", "Operações de Perda", "Operações Baixadas"]);
  }, 90_000);

  it("writes a loss off in two steps (limit, remaining and ICMS credit as typed), which closes it, then undoes it", async () => {
    const { row, entry } = await lossToWriteOff();
    const screen = new UseAndLossPage(journey.page, e2e.baseUrl);
    await screen.chooseFilter("Status", "Operações em Aberto");
    await journey.page.waitForURL(e2e.url("/use_and_loss/loss/open"));
    await showOnly(screen, row);
    await screen.list.chooseRowOption(0, "Baixa Fiscal");
    const dialog = screen.writeOffDialog;
    await expect.poll(() => textOf(dialog.header)).toBe("Baixa Fiscal");
    await dialog.list.waitForRows();
    await expect.poll(() => dialog.chosenEntry()).toContain(`Nº ${entry.entry_number}`);
    const limit = Math.min(entry.available, row.quantity);
    expect(spaced(await dialog.quantityHint())).toBe(`Máximo: ${unitQuantity(limit, row.unit)}`);

    await dialog.quantity.fill("0");
    expect(await dialog.confirm.isDisabled()).toBe(true);
    await dialog.quantity.fill(formatQuantity(limit + 1));
    expect(await dialog.confirm.isDisabled()).toBe(true);
    expect(await dialog.quantityHint()).toContain("não pode passar de");

    const first = Math.floor((row.quantity * 1000) / 2) / 1000;
    const second = Math.round((row.quantity - first) * 1000) / 1000;
    await dialog.quantity.fill(formatQuantity(first));
    expect(await dialog.confirm.isEnabled()).toBe(true);
    expect(spaced(await dialog.figure("Falta Baixar Depois"))).toBe(unitQuantity(second, row.unit));
    expect(spaced(await dialog.figure("Crédito de ICMS a Estornar"))).toBe(spaced(formatCurrency(creditToReverse(entry, first))));
    await dialog.confirm.click();
    await expect.poll(() => notifications()).toContain(USE_AND_LOSS_MESSAGES.writtenOff);
    // Still open: the dialog stays, with the operation and the entries read again.
    await expect.poll(async () => spaced(await dialog.figure("Falta Baixar"))).toBe(unitQuantity(second, row.unit));
    expect(spaced(await dialog.figure("Baixado"))).toBe(unitQuantity(first, row.unit));
    expect(await dialog.quantity.inputValue()).toBe("");
    await expect
      .poll(async () => spaced(await dialog.quantityHint()))
      .toBe(`Máximo: ${unitQuantity(Math.min(Math.round((entry.available - first) * 1000) / 1000, second), row.unit)}`);

    await dialog.quantity.fill(formatQuantity(second));
    await dialog.confirm.click();
    await dialog.root.waitFor({ state: "hidden" });
    await expect.poll(() => notifications()).toContain(USE_AND_LOSS_MESSAGES.closed);
    // The list reloads about 500 ms later: the operation left the open ones.
    await expect.poll(() => screen.list.count()).toBe("0 Registros");
    const closed = await operation(row.id);
    expect(closed.status).toBe("closed");
    expect(closed.written_off).toBe(row.quantity);
    expect(closed.icms_credit).toBe(creditToReverse(entry, row.quantity));
    expect(closed.allocations.map((allocation) => allocation.entry_item_id)).toEqual([entry.entry_item_id]);

    await screen.chooseFilter("Status", "Operações Baixadas");
    await journey.page.waitForURL(e2e.url("/use_and_loss/loss/closed"));
    await showOnly(screen, row);
    expect(await screen.list.column("Status")).toEqual(["Baixada"]);
    expect(await rowOptionDisabled(screen, "Baixa Fiscal")).toBe(true);
    await screen.list.chooseRowOption(0, "Estornar Baixa");
    expect(await screen.confirm("Estornar Baixa")).toBe(`Tem certeza que deseja estornar a baixa da Operação de Perda #${row.id} - ${row.product}?`);
    await expect.poll(() => notifications()).toContain(USE_AND_LOSS_MESSAGES.undone);
    await expect.poll(() => screen.list.count()).toBe("0 Registros");
    const undone = await operation(row.id);
    expect(undone).toMatchObject({ status: "open", written_off: 0, icms_credit: 0, allocations: [] });
    await screen.clearFilters();
  }, 120_000);

  it("applies a closed operation after the confirmation; an applied one offers nothing more", async () => {
    const row = await closedOperation("loss");
    const screen = new UseAndLossPage(journey.page, e2e.baseUrl);
    await screen.chooseFilter("Tipo", "Todas as Operações");
    await journey.page.waitForURL(e2e.url("/use_and_loss/all/closed"));
    await screen.list.waitForRows();
    await showOnly(screen, row);
    await screen.list.chooseRowOption(0, "Aplicar");
    const name = row.operation === "loss" ? "Perda" : "Uso";
    expect(await screen.confirm("Aplicar")).toBe(`Tem certeza que deseja aplicar a Operação de ${name} #${row.id} - ${row.product}?`);
    await expect.poll(() => notifications()).toContain(USE_AND_LOSS_MESSAGES.applied);
    await expect.poll(() => screen.list.count()).toBe("0 Registros");
    expect((await operation(row.id)).status).toBe("applied");

    await screen.chooseFilter("Status", "Operações Aplicadas");
    await journey.page.waitForURL(e2e.url("/use_and_loss/all/applied"));
    await showOnly(screen, row);
    for (const option of ["Baixa Fiscal", "Estornar Baixa", "Aplicar", "Remover"]) expect(await rowOptionDisabled(screen, option)).toBe(true);
    await screen.clearFilters();
  }, 90_000);

  it("reaches the ICMS reversal from the operations, lists the losses' write-offs of a period with totals, and exports them", async () => {
    const page = journey.page;
    const screen = new UseAndLossPage(page, e2e.baseUrl);
    await screen.list.headerButton("Estorno de ICMS").click();
    await page.waitForURL(/\/use_and_loss\/icms_reversal\/[^/]+$/);
    const today = todayInSaoPaulo();
    const shown = (day: string) => day.split("-").reverse().join("/");
    await expect
      .poll(() => new ShellPage(page).breadcrumbTexts())
      .toEqual(["Uso/Perda", "Estorno de Crédito de ICMS", `${shown(`${today.slice(0, 7)}-01`)} a ${shown(today)}`]);

    const period = { start: addDays(today, -90), end: today };
    const rows = await apiData<IcmsReversalRow[]>(`/use_and_loss/icms_reversal?start_date=${period.start}&end_date=${period.end}`);
    expect(rows.length).toBeGreaterThan(0);
    await screen.list.headerButton("Período").click();
    const startField = screen.dialog.root.getByRole("textbox", { name: "Data inicial" });
    await startField.fill(shown(period.start));
    await startField.press("Tab");
    await screen.dialog.root.getByRole("button", { name: "Aplicar" }).click();
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toContain(`${shown(period.start)} a ${shown(period.end)}`);
    await expect.poll(() => screen.list.count()).toBe(registros(rows.length));
    expect(await screen.list.headers()).toEqual([
      "Data",
      "Produto",
      "Nº da Entrada",
      "Fornecedor",
      "Quantidade",
      "Custo",
      "Crédito a Estornar",
    ]);
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
    const totals = await screen.list.totals();
    expect(spaced(totals["Total a Estornar"] ?? "")).toBe(spaced(formatCurrency(cents(rows.map((row) => row.icms_credit)))));
    expect(spaced(totals["Custo Total"] ?? "")).toBe(spaced(formatCurrency(cents(rows.map((row) => row.cost)))));

    const file = await screen.list.exportAs("Excel");
    const sheet = await sheetRows(file.content);
    expect(sheet.flat().map(String)).toContain("Uso/Perda - Estorno de Crédito de ICMS");
  }, 90_000);
});
