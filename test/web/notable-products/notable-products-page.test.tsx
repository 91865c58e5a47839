// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotableProductView } from "../../../shared/contracts/notable-products";
import { NOTABLE_TEXT } from "../../../web/src/features/notable_products/NotableProductsPage";
import { notableProductsRoutes } from "../../../web/src/features/notable_products/routes";
import { LIST_TEXT } from "../../../web/src/lists/i18n";

/**
 * 'Produtos Notáveis' in jsdom, with a checked selection (spec §2.9, §2.11): the header's 'Incluir Produto
 * Notável' gives way to 'Remover Selecionados', and each row's options button is off, until nothing is checked.
 */

const NOTABLES: NotableProductView[] = [
  { product_id: 1180, product: "BANANA NANICA", desired_margin: 35, version: 1 },
  { product_id: 2200, product: "QUEIJO MUSSARELA", desired_margin: 28.5, version: 3 },
];

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { "content-type": "application/json" } });
const pathOf = (input: Parameters<typeof fetch>[0]) => new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost").pathname;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answer(pathOf(input) === "/api/notable_products" ? NOTABLES : []));
  vi.stubGlobal("fetch", fetchMock);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** Waits for the screen (its first render loads the list kit's modules: seconds on a busy machine). */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 45_000;
  while (!condition() && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(condition()).toBe(true);
}

/** The screen's own route (loader and page) under the app's layout ids, without the shell around it. */
async function openScreen() {
  const rootRoute = createRootRoute();
  const auth = createRoute({ getParentRoute: () => rootRoute, id: "_auth" });
  const section = createRoute({ getParentRoute: () => auth, id: "_section" });
  // Its options typed against the app's tree: here only their values count.
  const options = notableProductsRoutes[0].options as unknown as { path: "notable_products" };
  const screen = createRoute({ ...options, getParentRoute: () => section });
  const router = createRouter({
    routeTree: rootRoute.addChildren([auth.addChildren([section.addChildren([screen])])]),
    history: createMemoryHistory({ initialEntries: ["/notable_products"] }),
  });
  await act(async () =>
    root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
}

const table = () => createWrapper(container).findTable();
const headerButton = (text: string) =>
  createWrapper(container)
    .findAllButtons()
    .filter((button) => button.findTextRegion()?.getElement().textContent === text);
const rowOptionsOff = () =>
  (table()?.findRows() ?? []).map((row) => {
    const button = row.findButtonDropdown()?.findNativeButton().getElement();
    expect(button?.getAttribute("aria-label")).toBe(LIST_TEXT.rowOptions);
    return button?.disabled;
  });

describe("'Produtos Notáveis' with a checked selection", { timeout: 90_000 }, () => {
  it("turns 'Incluir Produto Notável' into 'Remover Selecionados' and turns every row's options off, until nothing is checked", async () => {
    await openScreen();
    await until(() => (table()?.findRows().length ?? 0) === NOTABLES.length);
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([false, false]);

    await act(async () => table()?.findRowSelectionArea(1)?.click());
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([true, true]);

    await act(async () => table()?.findRowSelectionArea(1)?.click());
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([false, false]);
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET")).toEqual([]);
  });
});
