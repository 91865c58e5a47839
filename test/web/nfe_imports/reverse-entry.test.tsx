// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EntryRow } from "../../../shared/contracts/nfe-imports";
import { canReverse } from "../../../web/src/features/nfe_imports/EntriesPage";
import { ReverseEntryDialog } from "../../../web/src/features/nfe_imports/ReverseEntryDialog";
import { useDialogHarness } from "../support/dialog-harness";

/** 'Reverter entrada': only for an active entry imported here; the server's refusal stays in the dialog. */

const ENTRY: EntryRow = {
  id: 5,
  access_key: "35240612345678000195550010000012341000012345",
  supplier_id: 2,
  supplier: "DISTRIBUIDORA AURORA",
  number: "1234",
  series: "1",
  date: "2026-11-20",
  total: 1520.4,
  icms_credit: 98.1,
  source: "nfe",
  status: "active",
};

const { open, settle } = useDialogHarness();

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(`${init?.method ?? "GET"} ${String(input)}`);
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
    }),
  );
  return urls;
}

async function clickReverse(modal: ModalWrapper): Promise<void> {
  const button = createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Reverter entrada");
  if (!button) throw new Error("sem botão 'Reverter entrada'");
  await act(async () => button.click());
  await settle();
}

describe("reversing an entry", { timeout: 60_000 }, () => {
  it("is offered for an active entry imported from the XML only", () => {
    expect(canReverse(ENTRY)).toBe(true);
    expect(canReverse({ ...ENTRY, source: "erp" })).toBe(false);
    expect(canReverse({ ...ENTRY, status: "reversed" })).toBe(false);
  });

  it("asks first, naming the note, then reverses it", async () => {
    const urls = answer(200, { success: true });
    const onReversed = vi.fn();
    const modal = await open(<ReverseEntryDialog entry={ENTRY} onClose={() => undefined} onReversed={onReversed} />);
    expect(modal.findContent().getElement().textContent).toContain("Reverter a entrada da nota 1234/1 de DISTRIBUIDORA AURORA");
    expect(urls).toEqual([]);
    await clickReverse(modal);
    expect(urls).toEqual(["POST /api/entries/5/reverse"]);
    expect(onReversed).toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps the entry", async () => {
    const refusal = "A entrada não pode ser revertida: linhas baixadas nas operações de perda 12 e 15.";
    answer(409, { success: false, message: { type: "error", msg: refusal } });
    const onReversed = vi.fn();
    const modal = await open(<ReverseEntryDialog entry={ENTRY} onClose={() => undefined} onReversed={onReversed} />);
    await clickReverse(modal);
    expect(createWrapper(modal.getElement()).findAlert()?.findContent().getElement().textContent).toBe(refusal);
    expect(onReversed).not.toHaveBeenCalled();
  });
});
