// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { createMemoryHistory } from "@tanstack/react-router";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { defaultEntriesPeriod } from "../../../shared/contracts/nfe-imports";
import { encodeSalesPeriod, type SalesPeriod } from "../../../web/src/app/sales-period";
import { fetchEntries } from "../../../web/src/features/nfe_imports/api";
import { ListPeriodControl } from "../../../web/src/app/ListPeriodControl";
import { entriesPeriodOf } from "../../../web/src/features/nfe_imports/entries-period";
import { entriesSearch } from "../../../web/src/features/nfe_imports/entries-search";
import { createAppRouter } from "../../../web/src/router";
import { fieldError, fieldInput, typeInto } from "../support/dialog-harness";

/** 'Entradas' by period: the URL's ?period=, the default the API shares, the period dialog and the read it makes. */

const SEPTEMBER: SalesPeriod = { start: "2026-09-01", end: "2026-09-30" };

describe("the entries' period", () => {
  it("opens on the API's default, the 90 days to today in São Paulo, and keeps a chosen one in the URL", () => {
    // 01:00 UTC on Nov 28th is still Nov 27th in São Paulo.
    const now = new Date("2026-11-28T01:00:00Z");
    expect(entriesPeriodOf({}, now)).toEqual({ start: "2026-08-29", end: "2026-11-27" });
    expect(entriesPeriodOf({}, now)).toEqual(defaultEntriesPeriod("2026-11-27"));
    expect(entriesPeriodOf(entriesSearch(SEPTEMBER), now)).toEqual(SEPTEMBER);
  });

  it("reads ?period= on /entries, dropping one that does not decode", () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ["/"] }) });
    const searchOf = (search: Record<string, unknown>) => router.matchRoutes("/entries", search).at(-1)?.search;
    expect(searchOf({ period: encodeSalesPeriod(SEPTEMBER) })).toEqual({ period: encodeSalesPeriod(SEPTEMBER) });
    expect(searchOf({ period: "not-a-period" })).toEqual({ period: undefined });
    expect(router.matchRoutes("/entries", {}).at(-1)?.routeId).toBe("/_auth/_section/entries");
  });

  it("reads the entries of the period from the API", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    try {
      await fetchEntries(SEPTEMBER);
      expect(fetch).toHaveBeenCalledWith("/api/entries?start_date=2026-09-01&end_date=2026-09-30", expect.anything());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("'Período' on 'Entradas'", { timeout: 60_000 }, () => {
  const mounted = useMountedRoot();

  it("shows the period in force and applies the one chosen, under the sales period's rule", async () => {
    const onApply = vi.fn();
    await act(async () => {
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          <ListPeriodControl period={SEPTEMBER} onApply={onApply} />
        </I18nProvider>,
      );
    });
    const button = createWrapper(mounted.container).findButton();
    expect(button?.getElement().textContent).toBe("01/09/2026 a 30/09/2026");
    await act(async () => button?.click());
    const modal = createWrapper(document.body).findModal();
    if (!modal) throw new Error("diálogo não aberto");
    expect(modal.findHeader().getElement().textContent).toBe("Período");
    expect(fieldInput(modal, "Data inicial").getInputValue()).toBe("01/09/2026");
    expect(fieldInput(modal, "Data final").getInputValue()).toBe("30/09/2026");

    const apply = () => createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Aplicar");
    await typeInto(modal, "Data inicial", "01/01/2025");
    await typeInto(modal, "Data final", "31/03/2026");
    expect(fieldError(modal, "Data final")).toBe("O período não pode passar de 400 dias");
    expect(apply()?.getElement().hasAttribute("disabled")).toBe(true);

    await typeInto(modal, "Data inicial", "01/01/2026");
    await act(async () => apply()?.click());
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ start: "2026-01-01", end: "2026-03-31" });
  });
});
