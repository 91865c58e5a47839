import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import type { UseAndLossRow } from "../../shared/contracts/use-and-loss";
import { formatQuantity } from "../../shared/format";
import { PHONE } from "./pages/browser";
import { CollectorPage } from "./pages/collector-page";
import { useE2e } from "./pages/e2e";

/**
 * The standard user's floor collector in Chromium, signed in as the demo standard user (operador) on a phone
 * (390 px), the width it is made for (its layout at 1366 px is the screen walk's), all on one page: a scan by
 * typed barcode and Enter, the count registered and read back from the administrator's count list, a loss and a
 * use registered and read back from use and loss, a double tap registering once, a lost answer retried with the
 * same key registering once, an unknown barcode, undo, no camera button where the browser cannot read
 * barcodes, and, last, no inventory in counting.
 */

const e2e = useE2e();
const OPERADOR = "OPERADOR DE LOJA";

let countingId: number;
/** Stocked products the demo store's inventory has not counted yet, counted whole (UN), one per test. */
let uncounted: MissingProductRow[] = [];

const withUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unit}`;
const countsOf = async (productId: number) =>
  (await e2e.api<StockTakingRow[]>("GET", `/stock_taking?inventory_id=${countingId}`)).filter((count) => count.product_id === productId);
const operationsOf = async (productId: number) =>
  (await e2e.api<UseAndLossRow[]>("GET", "/use_and_loss")).filter((operation) => operation.product_id === productId);

/** The next uncounted product a scan finds (inactive products keep their stock but no scan finds them). */
async function nextProduct(): Promise<MissingProductRow> {
  for (let product = uncounted.shift(); product; product = uncounted.shift()) {
    const scannable = await e2e.api("GET", `/floor_product?barcode=${product.barcode}`).then(
      () => true,
      () => false,
    );
    if (scannable) return product;
  }
  throw new Error("Faltam produtos não contados na loja de demonstração.");
}

beforeAll(async () => {
  const counting = (await e2e.api<InventoryRow[]>("GET", "/inventories")).find((row) => row.status === "counting");
  countingId = counting?.id ?? (await e2e.api<InventoryRow>("POST", "/inventories", { year: new Date().getFullYear(), period: "annual" })).id;
  const missing = await e2e.api<MissingProductRow[]>("GET", `/inventories/${countingId}/missing_products`);
  uncounted = missing.filter((product) => product.unit === "UN" && product.barcode && product.quantity > 0);
});

/** The bodies of the registrations the page sent to `path`. */
function postsTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === `/api${path}`) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

describe("the collector at 390 px, on one page", () => {
  const journey = e2e.journey({ viewport: PHONE, user: "operador" });
  let collector: CollectorPage;

  it("opens on Contagem, without a camera button where the browser cannot read barcodes", async () => {
    collector = await CollectorPage.open(journey.page, e2e.baseUrl);
    // Signed in, a step that cannot happen fails with its own message instead of the test's timeout.
    journey.page.setDefaultTimeout(15_000);
    expect(await collector.tab("Contagem").getAttribute("aria-selected")).toBe("true");
    // Headless Chromium has no BarcodeDetector: no camera button.
    await collector.barcode.waitFor();
    expect(await collector.cameraButton.count()).toBe(0);
  });

  it("Contagem: scans a typed barcode with Enter, shows the product, registers the count the administrator reads back", async () => {
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.product.waitFor();
    expect(await collector.product.innerText()).toContain(product.product);
    expect(await collector.productFigure("Unidade")).toBe("UN");
    expect(await collector.productFigure("Estoque")).toBe(withUnit(product.quantity, "UN"));
    expect(await collector.productFigure("Contado neste inventário")).toBe("Ainda não contado");
    await expect.poll(() => collector.quantity.evaluate((input) => input === document.activeElement)).toBe(true);
    await e2e.screenshot(collector.page, "collector-count-scanned-390");

    // A whole unit takes no decimals.
    await collector.quantity.fill("2,5");
    await collector.registerButton.click();
    expect(await collector.fieldErrors()).toEqual(["Informe a quantidade em UN: um número inteiro (0 ou mais)."]);
    expect(await countsOf(product.product_id)).toEqual([]);

    await collector.quantity.fill("12");
    await collector.registerButton.click();
    await expect.poll(() => collector.messages()).toEqual([`Contagem registrada: 12 UN de ${product.product}.`]);
    const stored = await countsOf(product.product_id);
    expect(stored.map((count) => [count.quantity, count.status, count.barcode])).toEqual([[12, "open", product.barcode]]);
    expect(await collector.registrations()).toContain(`${product.product} | 12 UN · Aberta`);
    await expect.poll(() => collector.barcode.evaluate((input) => input === document.activeElement)).toBe(true);
    await e2e.screenshot(collector.page, "collector-count-registered-390");

    // Scanned again, the product shows what the inventory has counted of it so far.
    await collector.scan(product.barcode);
    await collector.product.waitFor();
    expect(await collector.productFigure("Contado neste inventário")).toBe("12 UN (1 contagem)");
  });

  it("Contagem: registers once when the button is tapped twice", async () => {
    const posts = postsTo(collector.page, "/stock_taking");
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.quantity.fill("7");
    // Two taps in the same moment, before the page can show the button busy.
    await collector.registerButton.evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
    await expect.poll(() => collector.messages()).toEqual([`Contagem registrada: 7 UN de ${product.product}.`]);
    expect(posts).toHaveLength(1);
    expect((await countsOf(product.product_id)).map((count) => count.quantity)).toEqual([7]);
  });

  it("Contagem: keeps a count whose answer was lost pending, and 'Tentar novamente' registers it once with the same key", async () => {
    const posts = postsTo(collector.page, "/stock_taking");
    const product = await nextProduct();
    // The server takes the first registration but its answer never reaches the phone; the app's API client logs
    // the request that got no answer, as it does for every such request.
    e2e.allowConsoleError(/API POST \/stock_taking: sem resposta do servidor/);
    await collector.page.route("**/api/stock_taking", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await collector.scan(product.barcode);
    await collector.quantity.fill("3");
    await collector.registerButton.click();
    await collector.retryButton.waitFor();
    expect(await collector.messages()).toEqual([
      `Sem conexão com o servidor A contagem de 3 UN de ${product.product} ainda não teve resposta do servidor. Toque em 'Tentar novamente' quando a rede voltar: o registro é feito uma vez só.`,
    ]);
    expect(await collector.registerButton.isDisabled()).toBe(true);
    await e2e.screenshot(collector.page, "collector-count-pending-390");

    await collector.page.unroute("**/api/stock_taking");
    await collector.retryButton.click();
    await expect.poll(() => collector.messages()).toEqual([`Contagem registrada: 3 UN de ${product.product}.`]);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotency_key).toBe(posts[0]?.idempotency_key);
    expect((await countsOf(product.product_id)).map((count) => count.quantity)).toEqual([3]);
  });

  it("Contagem: says so for an unknown barcode and registers nothing", async () => {
    await collector.scan("0000000000000");
    await expect.poll(() => collector.fieldErrors()).toEqual(["Nenhum produto ativo com o código de barras '0000000000000'."]);
    expect(await collector.product.count()).toBe(0);
    expect(await collector.registerButton.isDisabled()).toBe(true);
    await e2e.screenshot(collector.page, "collector-unknown-barcode-390");
  });

  it("Contagem: undoes the user's own open count: it leaves the list and the administrator's count list", async () => {
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.quantity.fill("4");
    await collector.registerButton.click();
    await expect.poll(() => collector.registrations()).toContain(`${product.product} | 4 UN · Aberta`);
    expect(await countsOf(product.product_id)).toHaveLength(1);

    await collector.undo(`Desfazer contagem de ${product.product}`);
    await expect.poll(() => collector.registrations()).not.toContain(`${product.product} | 4 UN · Aberta`);
    expect(await countsOf(product.product_id)).toEqual([]);
  });

  it("Uso/Perda: registers a loss the administrator reads back in use and loss, lists it and undoes it", async () => {
    await collector.openTask("Uso/Perda");
    expect(await collector.cameraButton.count()).toBe(0);
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.product.waitFor();
    expect(await collector.operation("Perda").isChecked()).toBe(true);
    await collector.location.fill("açougue");
    await collector.quantity.fill("2");
    await e2e.screenshot(collector.page, "collector-loss-filled-390");
    await collector.registerButton.click();
    await expect.poll(() => collector.messages()).toEqual([`Perda registrada: 2 UN de ${product.product}.`]);

    const [stored] = await operationsOf(product.product_id);
    expect(stored).toMatchObject({ operation: "loss", barcode: product.barcode, quantity: 2, location: "AÇOUGUE", user_name: OPERADOR, status: "open" });
    expect(await collector.registrations()).toContain(`${product.product} | Perda · 2 UN · AÇOUGUE`);
    await e2e.screenshot(collector.page, "collector-loss-registered-390");

    await collector.undo(`Desfazer perda de ${product.product}`);
    await expect.poll(() => collector.registrations()).toEqual([]);
    expect(await operationsOf(product.product_id)).toEqual([]);
  });

  // A use without its location, and a loss above the stock that asks to be confirmed, are the jsdom tier's
  // (test/web/floor/use-loss-task.test.tsx): no server is needed to refuse or to ask.
  it("Uso/Perda: registers a use, with its location, that the administrator reads back", async () => {
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.operation("Uso").check();
    await collector.quantity.fill("1");
    await collector.location.fill("Cozinha");
    await collector.registerButton.click();
    await expect.poll(() => collector.messages()).toEqual([`Uso registrado: 1 UN de ${product.product}.`]);
    expect((await operationsOf(product.product_id)).map((operation) => [operation.operation, operation.location])).toEqual([["use", "COZINHA"]]);
  });

  it("with no inventory in counting (last: it finalizes the demo store's inventory), Contagem says so and keeps registering off", async () => {
    const open = await e2e.api<StockTakingRow[]>("GET", `/stock_taking?inventory_id=${countingId}&status=open`);
    if (open.length > 0) await e2e.api("POST", "/stock_taking/close_all", { ids: open.map((count) => count.id) });
    await e2e.api("POST", `/inventories/${countingId}/finalize`);

    // A new visit: the collector reads the inventory as it opens.
    collector = await CollectorPage.open(journey.page, e2e.baseUrl);
    await collector.openTask("Contagem");
    await expect
      .poll(() => collector.messages())
      .toEqual(["Não há inventário em contagem: não é possível registrar contagens. Peça a um administrador que crie o inventário."]);
    const product = await nextProduct();
    await collector.scan(product.barcode);
    await collector.product.waitFor();
    expect(await collector.registerButton.isDisabled()).toBe(true);
    expect(await collector.registrations()).toEqual([]);
    await e2e.screenshot(collector.page, "collector-no-inventory-390");
  });
});
