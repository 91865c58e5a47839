// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { inventory } from "./inventories/fixtures";
import { apiAnswer, FAILED_READ, useAppHarness } from "./support/app-harness";

/**
 * Spec §8: a list whose read fails stays empty ('0 Registros') and the app says which list it could not read,
 * opened by its address (a deep link). Each case fails only the list's own read; the rest of the screen (the
 * session, the company, the inventory a list belongs to) answers as the server would. The browser suite keeps
 * the same rule for the daily sales (the notification shown, then closed by itself) and the dashboard.
 */

const app = useAppHarness();

const COUNTING = inventory("counting");

const inventoryAnswer = (url: URL) => (url.pathname === "/api/inventories/3" ? apiAnswer(200, { success: true, data: COUNTING }) : undefined);

describe("a list whose read fails (spec §8)", { timeout: 90_000 }, () => {
  it.each([
    ["/inventories", "Erro ao carregar os Inventários", "/api/inventories"],
    ["/inventories/3/stock_taking/open", "Erro ao carregar as Contagens de Produtos", "/api/stock_taking"],
    ["/inventories/3/products", "Erro ao carregar os Produtos de Inventários", "/api/inventory_products"],
    ["/inventories/3/missing_products", "Erro ao carregar os Produtos Faltantes", "/api/inventories/3/missing_products"],
    ["/purchase_orders/open", "Erro ao carregar os Pedidos", "/api/purchase_orders"],
    ["/purchase_orders/1/items", "Erro ao carregar os Itens do Pedido", "/api/purchase_orders/1/items"],
    ["/purchase_orders/1/items_variation", "Erro ao carregar a Variação de Custo dos Itens do Pedido", "/api/purchase_orders/1/items_variation"],
    ["/use_and_loss", "Erro ao carregar as Operações de Uso/Perda", "/api/use_and_loss"],
    ["/pricing", "Erro ao carregar as Precificações", "/api/pricing"],
  ])("%s stays empty and says '%s'", async (path, message, failing) => {
    const failedReads: string[] = [];
    await app.open(path, (url) => {
      if (url.pathname === failing) {
        failedReads.push(url.pathname);
        return FAILED_READ();
      }
      return inventoryAnswer(url);
    });
    await app.until(`'${message}' mostrada e '0 Registros' na tela`, () => app.notificationsShown().includes(message) && app.text().includes("0 Registros"));
    expect(failedReads.length).toBeGreaterThan(0);
    expect(app.notificationsShown()).toEqual([message]);
  });
});
