// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { NfeFileResult } from "../../../shared/contracts/nfe-imports";
import { UploadPanel } from "../../../web/src/features/nfe_imports/UploadPanel";

/** The upload as the user sees it: a progress line per file, the three outcomes, the count, 'Revisar'. */

const KEY = "35261112345678000195550010000012341000012345";
const OUTCOMES: Record<string, Omit<NfeFileResult, "file" | "access_key">> = {
  "ok.xml": { status: "imported", message: "NF-e importada: entrada registrada.", entry_id: 1 },
  "review.xml": { status: "review", message: "2 itens precisam de produto ou fração.", import_id: 31 },
  "dup.xml": { status: "refused", message: `NF-e ${KEY} já importada em 20/11/2026 por ADMINISTRADOR.` },
};

const mounted = useMountedRoot();
let release: () => void;

beforeEach(() => {
  // The server answers only once the test lets it, so the lines can be seen while they are sent.
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const file = new URL(String(input), "http://localhost").searchParams.get("file_name") ?? "";
      await gate;
      const outcome = OUTCOMES[file];
      return new Response(JSON.stringify({ success: true, data: outcome ? [{ file, access_key: KEY, ...outcome }] : [] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let round = 0; round < 5; round++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

/** Each progress line as its parts read: status, file, message, link. */
const lineTexts = () =>
  [...mounted.container.querySelectorAll(".nfe-upload-line")].map((line) =>
    [...line.children].map((part) => part.textContent?.replace(/\s+/g, " ").trim()).join(" "),
  );

describe("the upload panel", { timeout: 60_000 }, () => {
  it("shows each file sending, then imported, waiting for review with 'Revisar', or refused with the reason", async () => {
    const onFinished = vi.fn();
    const onReview = vi.fn();
    await act(async () =>
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          <UploadPanel onFinished={onFinished} onReview={onReview} />
        </I18nProvider>,
      ),
    );
    const input = createWrapper(mounted.container).findFileInput()?.findNativeInput().getElement();
    if (!input) throw new Error("sem campo de arquivo");
    const files = ["ok.xml", "review.xml", "dup.xml"].map((name) => new File([`<nfeProc>${name}</nfeProc>`], name, { type: "text/xml" }));
    Object.defineProperty(input, "files", { value: files, configurable: true });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();

    expect(lineTexts()).toEqual(["Enviando ok.xml", "Enviando review.xml", "Enviando dup.xml"]);
    expect(mounted.container.textContent).toContain("0 de 3 arquivos");
    expect(onFinished).not.toHaveBeenCalled();

    release();
    await settle();
    expect(lineTexts()).toEqual([
      "Importada ok.xml NF-e importada: entrada registrada.",
      "Aguardando revisão review.xml 2 itens precisam de produto ou fração. Revisar",
      `Recusada dup.xml NF-e ${KEY} já importada em 20/11/2026 por ADMINISTRADOR.`,
    ]);
    expect(mounted.container.textContent).toContain("3 de 3 arquivos");
    expect(mounted.container.textContent).toContain("1 importada(s), 1 aguardando revisão, 1 recusada(s)");
    expect(onFinished).toHaveBeenCalledTimes(1);

    const review = createWrapper(mounted.container).findLink();
    await act(async () => review?.click());
    expect(onReview).toHaveBeenCalledWith(31);
  });
});
