// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildUrl,
  getList,
  getOne,
  notificationTypeFor,
  send,
  sendForData,
  setUnauthorizedHandler,
} from "../../web/src/app/api";
import { CURRENT_USER_KEY } from "../../web/src/app/current-user";
import { COLUMNS_MEDIA_TYPE } from "../../shared/contracts/columns-lists";
import type { ProductSalesRow } from "../../shared/contracts/sales";
import { PRODUCT_SALES_COLUMNS } from "../../shared/contracts/sales-columns";
import { encodeColumns } from "../../shared/wire/columns";
import type { ListHead } from "../../shared/wire/list-head";
import { clearNotifications, getNotifications } from "../../web/src/app/notifications";

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  clearNotifications();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
  clearNotifications();
});

describe("server messages become notifications by type", () => {
  it.each([
    ["info", "info"],
    ["alert", "warning"],
    ["error", "error"],
    ["success", "success"],
  ] as const)("%s -> %s", async (messageType, notificationType) => {
    expect(notificationTypeFor(messageType)).toBe(notificationType);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [], message: { type: messageType, msg: "Texto do servidor" } }));
    await getList("/users");
    expect(getNotifications()).toEqual([
      expect.objectContaining({ type: notificationType, content: "Texto do servidor", autoCloseMs: 5000 }),
    ]);
  });

  it("a message on a failed write shows, and the write answers false", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, { success: false, message: { type: "error", msg: "Já existe um Inventário em Contagem!" } }),
    );
    expect(await send("POST", "/inventories", { year: 2025, period: "annual" })).toBe(false);
    expect(getNotifications().map((n) => [n.type, n.content])).toEqual([["error", "Já existe um Inventário em Contagem!"]]);
  });

  it("a failed load raises its catalogue message with the requested auto-close", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { success: false }));
    const rows = await getList("/pricing", { errorMessage: "Erro ao carregar as Precificações", autoCloseMs: 2000 });
    expect(rows).toEqual([]);
    expect(getNotifications()).toEqual([
      expect.objectContaining({ type: "error", content: "Erro ao carregar as Precificações", autoCloseMs: 2000 }),
    ]);
  });

  it("does not repeat the catalogue message when the server already said it", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(404, { success: false, message: { type: "error", msg: "Erro ao carregar os Dados da Empresa" } }),
    );
    await getOne("/tenant_data", { errorMessage: "Erro ao carregar os Dados da Empresa" });
    expect(getNotifications()).toHaveLength(1);
  });
});

describe("401", () => {
  it("clears GlobalConfig and sends the user to /login with where they were", async () => {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: 1, name: "ADMIN", username: "admin", avatar: "", admin: true }),
    );
    window.history.pushState({}, "", "/pricing?x=1");
    const redirects: string[] = [];
    setUnauthorizedHandler((from) => redirects.push(from));
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: { type: "error", msg: "Sessão expirada." } }));

    expect(await getList("/pricing")).toEqual([]);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(redirects).toEqual(["/pricing?x=1"]);
  });

  it("can be left to the caller (sign-in shows the server's message and stays)", async () => {
    const redirects: string[] = [];
    setUnauthorizedHandler((from) => redirects.push(from));
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: { type: "error", msg: "Usuário ou senha inválidos." } }),
    );
    const user = await sendForData("POST", "/login", { username: "admin", password: "x" }, { redirectOnUnauthorized: false });
    expect(user).toBeNull();
    expect(redirects).toEqual([]);
    expect(getNotifications().map((n) => n.content)).toEqual(["Usuário ou senha inválidos."]);
  });
});

describe("reads and writes", () => {
  it("a read failure answers an empty list or null", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { success: false }));
    expect(await getList("/inventories")).toEqual([]);
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await getOne("/inventories/1")).toBeNull();
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { not: "a list" } }));
    expect(await getList("/inventories")).toEqual([]);
  });

  it("a network error without a response is only logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await getList("/users", { errorMessage: "Erro ao carregar os Usuários" })).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(getNotifications()).toEqual([]);
  });

  it("sends JSON with the session cookie to /api and answers true", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { id: 7 } }));
    expect(await send("PUT", "/users/7", { name: "ANA" })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/users/7");
    expect(init).toMatchObject({
      method: "PUT",
      credentials: "same-origin",
      body: JSON.stringify({ name: "ANA" }),
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
  });

  it("a POST without body still declares JSON (the server refuses other content types)", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }));
    await send("POST", "/inventories/3/finalize");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("builds query strings, leaving out empty values", () => {
    expect(buildUrl("/use_and_loss", { operation: "use", status: undefined, page: 2 })).toBe(
      "/api/use_and_loss?operation=use&page=2",
    );
    expect(buildUrl("users")).toBe("/api/users");
  });
});

describe("long lists in columns", () => {
  const rows: ProductSalesRow[] = [
    { product_id: 3, product: "Leite integral", notable: false, unit: "UN", quantity: 12, cost: 48.6, sales: 71.88, profit: 23.28, margin: 47.9, in_tax: 5.83, out_tax: 12.94, tax_value: 7.11, net_profit: 16.17, net_margin: 33.27 },
    { product_id: 8, product: "Queijo minas", notable: true, unit: "KG", quantity: 0.375, cost: 10, sales: 15, profit: 5, margin: 50, in_tax: 0, out_tax: 2.7, tax_value: 2.7, net_profit: 2.3, net_margin: 23 },
  ];

  it("asks for the compact form and decodes it into the rows the screens use", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: encodeColumns(PRODUCT_SALES_COLUMNS, rows, undefined) }));
    expect(await getList<ProductSalesRow>("/product_sales_by_period")).toStrictEqual(rows);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: expect.stringContaining(COLUMNS_MEDIA_TYPE) });
  });

  it("takes the plain rows as they come", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: rows }));
    expect(await getList<ProductSalesRow>("/product_sales_by_period")).toStrictEqual(rows);
  });

  it("an unreadable compact answer is a failed load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const payload = { ...encodeColumns(PRODUCT_SALES_COLUMNS, rows, undefined), list: "outra_lista" };
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: payload }));
    expect(await getList("/product_sales_by_period", { errorMessage: "Erro ao carregar as Vendas por Produto" })).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(getNotifications().map((n) => n.content)).toEqual(["Erro ao carregar as Vendas por Produto"]);
  });

  it("hands over the head (first rows by sales, count and sums) as soon as it arrives, before the rest of the answer", async () => {
    const text = JSON.stringify({ success: true, data: encodeColumns(PRODUCT_SALES_COLUMNS, rows, undefined) });
    const columnsStart = text.indexOf(',"$columns"');
    const encoder = new TextEncoder();
    let sendRest: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(text.slice(0, columnsStart + 5)));
        sendRest = () => {
          controller.enqueue(encoder.encode(text.slice(columnsStart + 5)));
          controller.close();
        };
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200, headers: { "content-type": "application/json" } }));
    const heads: ListHead<ProductSalesRow>[] = [];
    let listed: ProductSalesRow[] | undefined;
    const list = getList<ProductSalesRow>("/product_sales_by_period", { onHead: (head) => heads.push(head) }).then((all) => {
      listed = all;
    });
    await vi.waitFor(() => expect(heads).toHaveLength(1));
    expect(listed).toBeUndefined();
    // Best seller first; 48,60 + 10,00 of cost and 71,88 + 15,00 of sales.
    expect(heads[0]).toMatchObject({ rows: [rows[0], rows[1]], count: 2, sums: { cost: 58.6, sales: 86.88 } });
    sendRest();
    await list;
    expect(listed).toStrictEqual(rows);
    expect(heads).toHaveLength(1);
  });
});
