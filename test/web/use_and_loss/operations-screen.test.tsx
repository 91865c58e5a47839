// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { UseAndLossRow } from "../../../shared/contracts/use-and-loss";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";
import { encodeSalesPeriod, type SalesPeriod } from "../../../web/src/app/sales-period";
import { useAndLossPeriodOf } from "../../../web/src/features/use_and_loss/operations-period";
import { ACTIONS } from "../../../web/src/features/use_and_loss/labels";
import { useAndLossRoutes } from "../../../web/src/features/use_and_loss/routes";
import { requestUrl } from "../support/app-harness";
import { typeInto } from "../support/dialog-harness";
import { LOSS } from "./fixtures";

/**
 * The 'Uso/Perda' screen in jsdom:
 * - 'Período': the list opens on the API's default (the 90 days to today in São Paulo), says the period in its
 *   description, reads the period from the API, and a period chosen goes to the URL and is read;
 * - a checked selection's 'Aplicar Selecionadas' (spec §4): off, saying why, for a use and a loss together.
 */

const row = (id: number, status: string): UseAndLossRow => {
  const { allocations: _allocations, ...base } = LOSS;
  return { ...base, id, status };
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { "content-type": "application/json" } });
const listReads = () =>
  fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.pathname === "/api/use_and_loss").map((url) => Object.fromEntries(url.searchParams));

const mounted = useMountedRoot();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input);
    if (url.pathname === "/api/use_and_loss") return answer(url.searchParams.get("start_date") === "2025-01-01" ? [row(3, "applied")] : [row(1, "open"), row(2, "applied")]);
    return answer([]);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Waits for the screen (its first render loads the list kit's modules: seconds on a busy machine). */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 45_000;
  while (!condition() && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(condition()).toBe(true);
}

/** The screen's own route (search, loader, page) under the app's layout ids, without the shell around it. */
async function openScreen(path: string) {
  const rootRoute = createRootRoute();
  const auth = createRoute({ getParentRoute: () => rootRoute, id: "_auth" });
  const section = createRoute({ getParentRoute: () => auth, id: "_section" });
  // Its options typed against the app's tree: here only their values count.
  const options = useAndLossRoutes[1].options as unknown as { path: "use_and_loss/$operation/{-$status}" };
  const screen = createRoute({ ...options, getParentRoute: () => section });
  const router = createRouter({
    routeTree: rootRoute.addChildren([auth.addChildren([section.addChildren([screen])])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () =>
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
  return router;
}

const text = () => mounted.container.textContent ?? "";
const brazilian = (day: string) => day.split("-").reverse().join("/");

describe("'Período' on 'Uso/Perda'", { timeout: 90_000 }, () => {
  it("opens on the 90 days to today, and keeps a chosen period from the URL", () => {
    // 01:00 UTC on Nov 28th is still Nov 27th in São Paulo.
    expect(useAndLossPeriodOf({}, new Date("2026-11-28T01:00:00Z"))).toEqual({ start: "2026-08-29", end: "2026-11-27" });
    const march: SalesPeriod = { start: "2026-03-01", end: "2026-03-31" };
    expect(useAndLossPeriodOf({ period: encodeSalesPeriod(march) })).toEqual(march);
    expect(useAndLossPeriodOf({ period: "not-a-period" }).end).toBe(todayInSaoPaulo());
  });

  it("reads and says the default period, and reads again the period chosen in the dialog, keeping it in the URL", async () => {
    const router = await openScreen("/use_and_loss/all/all");
    const today = todayInSaoPaulo();
    const start = addDays(today, -90);
    const shown = `${brazilian(start)} a ${brazilian(today)}`;
    await until(() => text().includes(`Aplicadas de ${shown}; em aberto e baixadas de qualquer data`));
    expect(listReads()).toEqual([{ start_date: start, end_date: today }]);
    const periodButton = () => createWrapper(mounted.container).findAllButtons().find((button) => button.getElement().getAttribute("aria-label")?.startsWith("Período:"));
    expect(periodButton()?.getElement().textContent).toBe(shown);

    await act(async () => periodButton()?.click());
    const modal = createWrapper(document.body)
      .findAllModals()
      .find((each) => each.findHeader()?.getElement().textContent === "Período");
    if (!modal) throw new Error("diálogo não aberto");
    await typeInto(modal, "Data inicial", "01/01/2025");
    await typeInto(modal, "Data final", "31/12/2025");
    const apply = createWrapper(modal.getElement()).findAllButtons().find((button) => button.getElement().textContent === "Aplicar");
    await act(async () => apply?.click());

    await until(() => text().includes("Aplicadas de 01/01/2025 a 31/12/2025"));
    expect(listReads().at(-1)).toEqual({ start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(router.state.location.pathname).toBe("/use_and_loss/all/all");
    expect(router.state.location.search).toEqual({ period: encodeSalesPeriod({ start: "2025-01-01", end: "2025-12-31" }) });
  });
});

describe("a checked selection on 'Uso/Perda'", { timeout: 90_000 }, () => {
  it("keeps 'Aplicar Selecionadas' off for a use and a loss together, saying why, and on for one type alone", async () => {
    // Two closed operations of different products: a loss (the fixture) and a use.
    const loss: UseAndLossRow = { ...row(11, "closed"), product: "BANANA NANICA" };
    const use: UseAndLossRow = { ...row(12, "closed"), operation: "use", product: "QUEIJO MUSSARELA", product_id: 2200 };
    fetchMock.mockImplementation(async (input) => answer(requestUrl(input).pathname === "/api/use_and_loss" ? [loss, use] : []));
    await openScreen("/use_and_loss/all/closed");
    const table = () => createWrapper(mounted.container).findTable();
    await until(() => (table()?.findRows().length ?? 0) === 2);
    const rowOf = (product: string) => (table()?.findRows() ?? []).findIndex((each) => each.getElement().textContent?.includes(product)) + 1;
    const apply = () =>
      createWrapper(mounted.container)
        .findAllButtons()
        .find((button) => button.findTextRegion()?.getElement().textContent === ACTIONS.applySelected);
    expect(apply()).toBeUndefined();

    await act(async () => table()?.findRowSelectionArea(rowOf("BANANA NANICA"))?.click());
    await act(async () => table()?.findRowSelectionArea(rowOf("QUEIJO MUSSARELA"))?.click());
    expect(apply()?.isDisabled()).toBe(true);
    // The reason is what assistive technology reads for the disabled button, and the tooltip on hover shows.
    const describedBy = apply()?.getElement().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(ACTIONS.selectionMixed);

    // One type alone may be applied together.
    await act(async () => table()?.findRowSelectionArea(rowOf("BANANA NANICA"))?.click());
    expect(apply()?.isDisabled()).toBe(false);
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET")).toEqual([]);
  });
});
