import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PriceChangeFeedPage } from "../../../functions/integration/price-changes";
import { EMPTY_FIGURES, newPricingId, putNewPricing } from "../../../functions/pricing/storage/pricing";
import { runClassification } from "../../../functions/pricing/classification-run";
import { setApiKey } from "../../../functions/session/tenant";
import { type PricingNotableLossRow, type PricingRow, type PricingSettings, priceMoves } from "../../../shared/contracts/pricing";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";
import { formatCurrency, formatInteger, formatPercent } from "../../../shared/format";
import { PRICING_MESSAGES } from "../../../functions/pricing/messages";
import { priceMovesText } from "../../../web/src/features/pricing/labels";
import { tenantOfTestFile } from "../../support/e2e-tenant";
import { PHONE } from "../pages/browser";
import { e2e } from "../pages/file-e2e";
import { sidewaysScroll } from "../pages/list-geometry";
import { showColumns } from "../pages/list-preferences";
import { notificationItems } from "../pages/notifications";
import { FIRST_HANDLE, PricingScreen, SECOND_HANDLE } from "../pages/pricing-page";
import { ShellPage } from "../pages/shell-page";
import { textOf } from "../pages/text";

/**
 * The pricing list in Chromium (spec §2.9, §4, §5; issue 16), as an administrator of the file's own demo store:
 * pricings created through 'Nova Precificação' with the margins set on the slider, followed from classifying to
 * 'Classificada' (or to a failure) by the list itself, the row options each status allows, reclassified,
 * applied (the prices read back from the POS feed), the price ending set, and removed by selection; at
 * 1366 x 768 and 390 x 844, with what the screens show checked against what the API answers.
 */

let page: Page;

const LAPTOP = { width: 1366, height: 768 };
const API_KEY = "chave-do-pdv-precificacao-e2e";

let tenantId: string;

beforeAll(async () => {
  const testFile = expect.getState().testPath;
  if (!testFile) throw new Error("Arquivo de teste desconhecido.");
  tenantId = tenantOfTestFile(testFile).tenantId;
  await setApiKey(tenantId, API_KEY);
});

/**
 * A pricing stored as POST /pricing stores it, classification running, but with its job held back: the test
 * runs the job's own run (runClassification) when it wants the classification to end, so the list can be
 * seen while it classifies, however fast the job is.
 */
async function pricingStillClassifying(periodStart: string, periodEnd: string): Promise<{ id: number; finish: () => Promise<unknown> }> {
  const id = await newPricingId(tenantId);
  const run = { runId: randomUUID(), status: "running" as const, startedAt: new Date().toISOString() };
  await putNewPricing(tenantId, {
    id,
    status: "created",
    periodStart,
    periodEnd,
    margins: { a: 50, b: 30, c: 20 },
    priceEnding: "99",
    createdAt: run.startedAt,
    figures: EMPTY_FIGURES,
    classification: run,
    editedPrices: new Map(),
    editVersion: 0,
  });
  return { id, finish: () => runClassification(tenantId, id, run.runId) };
}

const pricings = () => e2e.api<PricingRow[]>("GET", "/pricing");
async function pricing(id: number): Promise<PricingRow> {
  const found = (await pricings()).find((row) => row.id === id);
  if (!found) throw new Error(`Precificação #${id} não encontrada.`);
  return found;
}
const losses = (id: number) => e2e.api<PricingNotableLossRow[]>("GET", `/pricing_notable_loss?pricing_id=${id}`);

/** The POS's read of the price changes feed, with the store's integration key. */
async function priceChanges(): Promise<PriceChangeFeedPage["price_changes"]> {
  const answer = await fetch(e2e.url("/api/integration/price_changes?limit=1000"), { headers: { authorization: `Bearer ${API_KEY}` } });
  const envelope = (await answer.json()) as { success: boolean; data?: PriceChangeFeedPage };
  if (!envelope.success || !envelope.data) throw new Error(`price_changes: ${answer.status}`);
  return envelope.data.price_changes;
}

const spaced = (text: string) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();
const money = (value: number) => spaced(formatCurrency(value));
const registros = (count: number) => (count === 1 ? "1 Registro" : `${count} Registros`);
/** 'dd/mm/aaaa' of a day, as the dialog's fields take it. */
const typed = (day: string) => day.split("-").reverse().join("/");

function notifications(): Promise<string[]> {
  return notificationItems(page).allInnerTexts();
}

/** Opens the list by its address: on `onPage` (a journey's page) when given, else on a page of its own. */
async function openList(viewport: { width: number; height: number }, onPage?: Page): Promise<PricingScreen> {
  const opened = onPage ?? (await e2e.open({ viewport, signedIn: true }));
  page = opened;
  const messages: string[] = [];
  opened.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  opened.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  try {
    return await new PricingScreen(opened, e2e.baseUrl).open("/pricing");
  } catch (error) {
    // What the page showed and logged, to tell a slow server from a screen that failed.
    await e2e.screenshot(opened, "pricing-failed-open");
    throw new Error(`A lista não abriu em ${opened.url()}: ${String(error)}\n${messages.join("\n")}\n${await opened.locator("body").innerText()}`);
  }
}

/** The visible row (or card) of a pricing: by its '#' cell, or by the card's title on a phone. */
async function rowOf(screen: PricingScreen, id: number): Promise<number> {
  const index = screen.list.showsCards
    ? (await screen.list.cardTitles()).findIndex((title) => title.endsWith(`# ${id}`))
    : await screen.list.rowWhere("#", String(id));
  if (index < 0) throw new Error(`Sem a linha da Precificação #${id}.`);
  return index;
}

/** Waits until the list shows the pricing (it reloads by itself) and answers its row. */
async function shownRow(screen: PricingScreen, id: number): Promise<number> {
  await expect.poll(async () => (await rowOf(screen, id).catch(() => -1)) >= 0, { timeout: 15_000 }).toBe(true);
  return rowOf(screen, id);
}

/** The status cell as the row shows it now. */
async function statusOf(screen: PricingScreen, id: number): Promise<string> {
  return screen.status(await rowOf(screen, id));
}

/**
 * Records every status text the pricing's row shows until it reads `final`, without reloading the page: the
 * list follows the classification by itself.
 */
async function watchStatus(screen: PricingScreen, id: number, final: string): Promise<string[]> {
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const status = await statusOf(screen, id).catch(() => "");
        if (status && seen[seen.length - 1] !== status) seen.push(status);
        return status;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(final);
  return seen;
}

const FIGURE_HEADERS = ["Período", "Margens A/B/C", "Produtos", "Grupos", "Custo", "Venda", "Impostos", "Lucro", "Margem Líquida"];

/** The figures a pricing's row (or card) shows, by header: those of FIGURE_HEADERS the list shows now. */
async function rowFigures(screen: PricingScreen, row: number): Promise<Record<string, string>> {
  const shown = screen.list.showsCards
    ? (await screen.list.row(row).locator(".list-card-field dt").allInnerTexts()).map((text) => text.trim())
    : await screen.list.headers();
  const figures: Record<string, string> = {};
  for (const header of FIGURE_HEADERS.filter((name) => shown.includes(name))) {
    figures[header] = spaced(await textOf(await screen.list.cell(row, header)));
  }
  return figures;
}

/** What the row must show of a pricing, for the headers the list shows. */
function expectedFigures(row: PricingRow, headers: readonly string[]): Record<string, string> {
  const all: Record<string, string> = {
    Período: `${typed(row.period_start)} a ${typed(row.period_end)}`,
    "Margens A/B/C": `${row.a_class_margin}/${row.b_class_margin}/${row.c_class_margin}`,
    Produtos: formatInteger(row.total_products),
    Grupos: formatInteger(row.total_groups),
    Custo: money(row.total_cost),
    Venda: money(row.total_sales),
    Impostos: money(row.total_taxes),
    Lucro: money(row.total_profit),
    "Margem Líquida": formatPercent(row.total_net_margin),
  };
  return Object.fromEntries(Object.entries(all).filter(([header]) => headers.includes(header)));
}

/** Checks the row's figures against the API's, for the headers it shows; answers those headers. */
async function expectRowFigures(screen: PricingScreen, row: number, pricing: PricingRow): Promise<string[]> {
  const shown = await rowFigures(screen, row);
  expect(shown).toEqual(expectedFigures(pricing, Object.keys(shown)));
  return Object.keys(shown);
}

const ROW_OPTIONS = [
  "Visualizar Produtos",
  "Visualizar Grupos",
  "Visualizar Perda Notável",
  "Reclassificar Precificação",
  "Aplicar Precificação",
  "Remover Precificação",
];
const PRODUCT_OPTIONS = ["Todos os Produtos", "Classe A", "Classe B", "Classe C"];

/** The pricings this file creates, as the tests go: one classified at 1366 px, one whose classification fails. */
const made: { classified?: number; failed?: number } = {};

/**
 * One page for the steps at 1366 px. Each step opens the list by its address: pricings are created, classified
 * and applied behind the list's back (through the API and the job's own run), and a new visit is what reads them.
 */
describe("the pricing list at 1366 px", () => {
  const journey = e2e.journey({ viewport: LAPTOP, signedIn: true });

  it("shows the demo store's classified pricing with the API's totals, fitting without sideways scroll", async () => {
    const all = await pricings();
    const demo = all.find((row) => row.status === "classified");
    if (!demo) throw new Error("A loja de demonstração não tem precificação classificada.");
    const screen = await openList(LAPTOP, journey.page);
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toEqual(["Precificação"]);
    await expect.poll(() => screen.list.count()).toBe(registros(all.length));
    expect(await screen.list.headers()).toEqual(["", "", "#", "Período", "Status", "Margens A/B/C", "Produtos", "Venda", "Lucro", "Margem Líquida"]);
    const row = await rowOf(screen, demo.id);
    expect(await expectRowFigures(screen, row, demo)).toEqual(["Período", "Margens A/B/C", "Produtos", "Venda", "Lucro", "Margem Líquida"]);
    expect(await screen.status(row)).toBe("Classificada");
    expect(await screen.disabledOptions(row, ROW_OPTIONS)).toEqual([]);
    expect(await screen.disabledOptions(row, PRODUCT_OPTIONS, "Visualizar Produtos")).toEqual([]);
    await e2e.screenshot(page, "pricing-list-desktop");
    expect((await sidewaysScroll(screen.list.root)).overflow).toBe(0);
    expect(await screen.list.headerButton("Nova Precificação").isVisible()).toBe(true);

    // The other figures are one click away, in the preferences.
    await showColumns(screen.list, ["Grupos", "Custo", "Impostos"]);
    await expect.poll(() => screen.list.headers()).toContain("Impostos");
    expect(await expectRowFigures(screen, await rowOf(screen, demo.id), demo)).toEqual(FIGURE_HEADERS);
  }, 60_000);

  it("creates a pricing through the dialog with the margins set on the slider; the row follows its classification", async () => {
    const before = new Set((await pricings()).map((row) => row.id));
    const screen = await openList(LAPTOP, journey.page);
    const dialog = await screen.openNewPricing();
    expect(await dialog.margins()).toEqual({ "Margem A": "50%", "Margem B": "30%", "Margem C": "20%" });
    await dialog.moveHandle(FIRST_HANDLE, -2);
    await dialog.moveHandle(SECOND_HANDLE, 1);
    expect(await dialog.margins()).toEqual({ "Margem A": "40%", "Margem B": "45%", "Margem C": "15%" });
    // The first handle cannot reach the second one.
    await dialog.moveHandle(FIRST_HANDLE, 10);
    expect(await dialog.margins()).toEqual({ "Margem A": "80%", "Margem B": "5%", "Margem C": "15%" });
    await dialog.moveHandle(FIRST_HANDLE, -8);
    expect(await dialog.margins()).toEqual({ "Margem A": "40%", "Margem B": "45%", "Margem C": "15%" });

    const today = todayInSaoPaulo();
    const start = addDays(today, -45);
    const end = addDays(today, -1);
    await dialog.fillPeriod(typed(end), typed(start));
    await dialog.save();
    await expect.poll(() => dialog.errors()).toEqual(["O 'Período de Vendas' termina antes de começar."]);
    await dialog.field("Data inicial").fill("");
    await expect.poll(() => dialog.errors()).toEqual(["Preencha o campo 'Período de Vendas'"]);
    await dialog.fillPeriod(typed(start), typed(end));
    await expect.poll(() => dialog.errors()).toEqual([]);
    await e2e.screenshot(page, "pricing-new-dialog-desktop");
    await dialog.save();
    await dialog.root.waitFor({ state: "hidden" });
    await expect.poll(() => notifications()).toContainEqual(expect.stringMatching(/^Precificação #\d+ criada: a classificação está em andamento\./));

    const created = (await pricings()).find((row) => !before.has(row.id));
    if (!created) throw new Error("A precificação criada não aparece na API.");
    expect(created).toMatchObject({ period_start: start, period_end: end, a_class_margin: 40, b_class_margin: 45, c_class_margin: 15 });
    const seen = await watchStatus(screen, created.id, "Classificada");
    // Created, it classifies: the row says so until the job ends (unless it ended before the list's first read).
    expect(seen.filter((status) => status !== "Classificada").every((status) => status === "Criada Classificando…"), seen.join(" | ")).toBe(true);

    const classified = await pricing(created.id);
    expect(classified.status).toBe("classified");
    await expectRowFigures(screen, await rowOf(screen, created.id), classified);
    made.classified = created.id;
  }, 90_000);

  it("shows a classification while it runs and turns 'Classificada' by itself when it ends", async () => {
    const today = todayInSaoPaulo();
    const running = await pricingStillClassifying(addDays(today, -60), addDays(today, -1));
    const screen = await openList(LAPTOP, journey.page);
    const row = await shownRow(screen, running.id);
    expect(await screen.status(row)).toBe("Criada Classificando…");
    expect(await screen.disabledOptions(row, ROW_OPTIONS)).toEqual(ROW_OPTIONS.slice(0, 5));
    await e2e.screenshot(page, "pricing-list-classifying-desktop");

    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    await running.finish();
    await watchStatus(screen, running.id, "Classificada");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectRowFigures(screen, await rowOf(screen, running.id), await pricing(running.id));
    expect(await screen.disabledOptions(await rowOf(screen, running.id), ROW_OPTIONS)).toEqual([]);
  }, 60_000);

  it("shows a failed classification's reason on the row, with only removal offered", async () => {
    const before = new Set((await pricings()).map((row) => row.id));
    const screen = await openList(LAPTOP, journey.page);
    const dialog = await screen.openNewPricing();
    await dialog.fillPeriod("01/01/2001", "31/01/2001");
    await dialog.save();
    await dialog.root.waitFor({ state: "hidden" });
    const created = (await pricings()).find((row) => !before.has(row.id));
    if (!created) throw new Error("A precificação criada não aparece na API.");
    await shownRow(screen, created.id);
    await expect
      .poll(() => statusOf(screen, created.id), { timeout: 30_000 })
      .toBe("Criada Falhou: Nenhuma venda no período de 01/01/2001 a 31/01/2001: não há o que classificar.");
    expect((await pricing(created.id)).classification?.status).toBe("failed");
    const row = await rowOf(screen, created.id);
    expect(await screen.disabledOptions(row, ROW_OPTIONS)).toEqual(ROW_OPTIONS.slice(0, 5));
    expect(await rowFigures(screen, row)).toMatchObject({ Produtos: "", Venda: "", "Margem Líquida": "" });
    await e2e.screenshot(page, "pricing-list-failed-desktop");
    made.failed = created.id;
  }, 60_000);

  it("sets the price ending, which the reclassification then uses", async () => {
    if (made.classified === undefined) throw new Error("A precificação criada pelo diálogo não existe.");
    const target = await pricing(made.classified);
    const screen = await openList(LAPTOP, journey.page);
    const dialog = await screen.openPriceEnding();
    expect(await dialog.choices()).toEqual([
      "Sem arredondamento R$ 12,47 → R$ 12,47",
      "Final ,99 R$ 12,47 → R$ 12,99",
      "Final ,90 R$ 12,47 → R$ 12,90",
    ]);
    expect(await dialog.choice("Final ,99").isChecked()).toBe(true);
    await dialog.choice("Final ,90").check();
    await e2e.screenshot(page, "pricing-price-ending-desktop");
    await dialog.save();
    await dialog.root.waitFor({ state: "hidden" });
    expect(await e2e.api<PricingSettings>("GET", "/pricing_settings")).toEqual({ price_ending: "90" });

    const startedBefore = target.classification?.started_at;
    await screen.list.chooseRowOption(await rowOf(screen, target.id), "Reclassificar Precificação");
    expect(await screen.confirm("Reclassificar")).toMatch(new RegExp(`^Tem certeza que deseja reclassificar a Precificação #${target.id} `));
    // A new run classifies it again (the row reads 'Criada Classificando…' meanwhile, if the list reads it then).
    await expect
      .poll(async () => {
        const row = await pricing(target.id);
        return row.status === "classified" && row.classification?.started_at !== startedBefore;
      }, { timeout: 30_000 })
      .toBe(true);
    const reclassified = await pricing(target.id);
    await expect.poll(() => statusOf(screen, target.id)).toBe("Classificada");
    await expectRowFigures(screen, await rowOf(screen, target.id), reclassified);
    expect(reclassified.price_ending).toBe("90");
    const rows = await losses(target.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const loss of rows) expect(Math.round(loss.suggested_unit_sale * 100) % 100, loss.product).toBe(90);
  }, 90_000);

  it("applies a classified pricing: the new prices go to the POS feed and the row reads 'Aplicada'", async () => {
    if (made.classified === undefined) throw new Error("A precificação criada pelo diálogo não existe.");
    const target = await pricing(made.classified);
    expect(target.status).toBe("classified");
    const before = await losses(target.id);
    const newPrices = new Map(before.map((row) => [row.product_id, row.new_unit_sale]));
    const feedBefore = await priceChanges();
    const screen = await openList(LAPTOP, journey.page);
    const row = await rowOf(screen, target.id);
    await screen.list.chooseRowOption(row, "Aplicar Precificação");
    expect(await screen.confirm("Aplicar")).toBe(
      `Tem certeza que deseja aplicar a Precificação #${target.id} (${typed(target.period_start)} a ${typed(target.period_end)})? Os novos valores de venda dos produtos da perda notável serão gravados nos produtos e enviados ao PDV. ${priceMovesText(priceMoves(before))}`,
    );
    await expect.poll(() => notifications()).toContainEqual(expect.stringMatching(/^Precificação aplicada: /));
    await expect.poll(() => statusOf(screen, target.id)).toBe("Aplicada");
    expect((await pricing(target.id)).status).toBe("applied");

    const applied = (await priceChanges()).slice(feedBefore.length);
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((change) => change.pricing_id === target.id)).toBe(true);
    for (const change of applied) expect(change.new_price, `produto ${change.product_id}`).toBe(newPrices.get(change.product_id));
    // Apply never lowers a price the user did not set: every change of this unedited pricing goes up.
    expect(applied.every((change) => change.new_price > change.old_price)).toBe(true);
    expect(await notifications()).toContainEqual(PRICING_MESSAGES.applied(applied.length, applied.length, 0));

    const appliedRow = await rowOf(screen, target.id);
    expect(await screen.disabledOptions(appliedRow, ROW_OPTIONS)).toEqual(["Reclassificar Precificação", "Aplicar Precificação"]);
    expect(await screen.disabledOptions(appliedRow, PRODUCT_OPTIONS, "Visualizar Produtos")).toEqual([]);
    await e2e.screenshot(page, "pricing-list-applied-desktop");
  }, 90_000);

  it("removes a selection from the header, the row options off while rows are selected", async () => {
    const all = await pricings();
    const victims = all.filter((row) => row.id === made.classified || row.id === made.failed);
    expect(victims.length).toBe(2);
    const kept = all.find((row) => !victims.includes(row));
    if (!kept) throw new Error("Sem a precificação da loja de demonstração.");
    const screen = await openList(LAPTOP, journey.page);
    for (const victim of victims) await screen.list.selectRow(await rowOf(screen, victim.id));
    expect(await screen.list.headerButton("Nova Precificação").count()).toBe(0);
    // Spec §2.9: with a selection, row options are disabled (the button itself, every option being off).
    expect(await screen.list.row(await rowOf(screen, kept.id)).getByRole("button", { name: "Opções do registro" }).isDisabled()).toBe(true);
    await screen.list.headerButton("Remover Selecionadas").click();
    expect(await screen.confirm("Remover")).toBe("Tem certeza que deseja remover as 2 precificações selecionadas?");
    await expect.poll(() => notifications()).toContainEqual(expect.stringContaining("2 precificações removidas com sucesso!"));
    await expect.poll(() => screen.list.count()).toBe(registros(all.length - 2));
    expect((await pricings()).map((row) => row.id)).toEqual(all.filter((row) => !victims.includes(row)).map((row) => row.id));
    expect(await screen.list.headerButton("Nova Precificação").isVisible()).toBe(true);
  }, 60_000);
});

describe("the pricing list at 390 px", () => {
  it("shows cards headed by the period and the number, with the API's figures", async () => {
    const before = await pricings();
    const screen = await openList(PHONE);
    expect(screen.list.showsCards).toBe(true);
    const demo = before.find((row) => row.status !== "created");
    if (!demo) throw new Error("Sem precificação classificada.");
    const demoRow = await rowOf(screen, demo.id);
    expect((await screen.list.cardTitles())[demoRow]).toBe(`${typed(demo.period_start)} a ${typed(demo.period_end)} # ${demo.id}`);
    expect(await expectRowFigures(screen, demoRow, demo)).toEqual(["Margens A/B/C", "Produtos", "Venda", "Lucro", "Margem Líquida"]);
    await e2e.screenshot(page, "pricing-list-phone");
  }, 60_000);
});
