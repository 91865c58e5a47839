import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NfeFileResult } from "../../../shared/contracts/nfe-imports";
import { prepareUpload, runUpload, type UploadLine, uploadProgress, XML_MAX_BYTES } from "../../../web/src/features/nfe_imports/upload";

/**
 * The upload flow against a mocked server: each XML its own POST as application/xml (a ZIP opened here first),
 * each line heard as it starts and as it ends, and the three outcomes with the server's message.
 */

const KEY = "35240612345678000195550010000012341000012345";

interface Sent {
  url: string;
  contentType: string;
  body: string;
}

let sent: Sent[];
/** What the mocked server answers for a body. */
let answer: (body: string) => Response;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const results = (result: NfeFileResult) => json({ success: true, data: [result] });

async function bodyText(body: BodyInit | null | undefined): Promise<string> {
  if (body instanceof Blob) return body.text();
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return String(body);
}

beforeEach(() => {
  sent = [];
  answer = () => results({ file: "", access_key: KEY, status: "imported", message: "NF-e importada.", entry_id: 7 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = await bodyText(init?.body);
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: String(input), contentType: headers["Content-Type"] ?? "", body });
      return answer(body);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const xml = (name: string, content = `<nfeProc>${name}</nfeProc>`) => new File([content], name, { type: "text/xml" });

function zipOf(name: string, entries: Record<string, string>): File {
  const files = Object.fromEntries(Object.entries(entries).map(([entry, content]) => [entry, strToU8(content)]));
  return new File([zipSync(files)], name, { type: "application/zip" });
}

async function upload(files: File[]) {
  const heard: Pick<UploadLine, "name" | "state">[] = [];
  const lines = await runUpload(await prepareUpload(files), (line) => heard.push({ name: line.name, state: line.state }));
  return { lines, heard };
}

describe("the NF-e upload", () => {
  it("sends each XML as its own POST /api/nfe_imports, as application/xml, naming the file", async () => {
    await upload([xml("a.xml"), xml("b.xml")]);
    expect(sent.map(({ url, contentType, body }) => ({ url, contentType, body })).sort((x, y) => x.url.localeCompare(y.url))).toEqual([
      { url: "/api/nfe_imports?file_name=a.xml", contentType: "application/xml", body: "<nfeProc>a.xml</nfeProc>" },
      { url: "/api/nfe_imports?file_name=b.xml", contentType: "application/xml", body: "<nfeProc>b.xml</nfeProc>" },
    ]);
  });

  it("opens a ZIP here and sends its XMLs one by one, each with a progress line, leaving out folders and macOS forks", async () => {
    const zip = zipOf("novembro.zip", {
      "notas/2.xml": "<nfeProc>2</nfeProc>",
      "notas/10.xml": "<nfeProc>10</nfeProc>",
      "leia-me.txt": "não é nota",
      "__MACOSX/notas/._2.xml": "lixo",
    });
    const { lines } = await upload([zip]);
    expect(lines.map((line) => line.name)).toEqual(["novembro.zip › notas/2.xml", "novembro.zip › notas/10.xml"]);
    expect(sent.map((call) => call.body).sort()).toEqual(["<nfeProc>10</nfeProc>", "<nfeProc>2</nfeProc>"]);
    expect(sent.every((call) => call.contentType === "application/xml")).toBe(true);
    expect(sent.map((call) => call.url)).toContain("/api/nfe_imports?file_name=notas%2F2.xml");
  });

  it("hears each line start ('Enviando') before it ends", async () => {
    const { heard } = await upload([xml("a.xml")]);
    expect(heard).toEqual([
      { name: "a.xml", state: "sending" },
      { name: "a.xml", state: "imported" },
    ]);
  });

  it("ends each file imported, waiting for review (with the note to review) or refused with the server's reason", async () => {
    answer = (body) => {
      if (body.includes("ok")) return results({ file: "ok.xml", access_key: KEY, status: "imported", message: "NF-e importada.", entry_id: 7 });
      if (body.includes("review"))
        return results({ file: "review.xml", access_key: KEY, status: "review", message: "2 itens sem produto vinculado.", import_id: 31 });
      return results({ file: "dup.xml", access_key: KEY, status: "refused", message: `NF-e ${KEY} já importada em 01/11/2026 por ADMIN.` });
    };
    const { lines } = await upload([xml("ok.xml", "ok"), xml("review.xml", "review"), xml("dup.xml", "dup")]);
    expect(lines.map(({ name, state, message, import_id, entry_id }) => ({ name, state, message, import_id, entry_id }))).toEqual([
      { name: "ok.xml", state: "imported", message: "NF-e importada.", import_id: undefined, entry_id: 7 },
      { name: "review.xml", state: "review", message: "2 itens sem produto vinculado.", import_id: 31, entry_id: undefined },
      { name: "dup.xml", state: "refused", message: `NF-e ${KEY} já importada em 01/11/2026 por ADMIN.`, import_id: undefined, entry_id: undefined },
    ]);
    expect(uploadProgress(lines)).toEqual({ done: 3, total: 3, imported: 1, review: 1, refused: 1 });
  });

  it("shows a refusal answered as an HTTP error with the server's message, or says the server did not answer", async () => {
    // The API client logs a call that got no answer.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = (body) => {
      if (body.includes("bad")) return json({ success: false, message: { type: "error", msg: "O arquivo bad.xml não é um XML válido." } }, 400);
      throw new TypeError("network down");
    };
    const { lines } = await upload([xml("bad.xml", "bad"), xml("down.xml", "down")]);
    expect(lines.map(({ state, message }) => ({ state, message }))).toEqual([
      { state: "refused", message: "O arquivo bad.xml não é um XML válido." },
      { state: "refused", message: "Sem resposta do servidor. Tente novamente." },
    ]);
  });

  it("refuses here, without sending, a file past the size limit, a ZIP that does not open and a ZIP without XMLs", async () => {
    const huge = new File([new Uint8Array(XML_MAX_BYTES + 1)], "enorme.xml", { type: "text/xml" });
    const broken = new File(["não é zip"], "quebrado.zip", { type: "application/zip" });
    const empty = zipOf("vazio.zip", { "leia-me.txt": "nada" });
    const { lines } = await upload([huge, broken, empty]);
    expect(sent).toEqual([]);
    expect(lines.map(({ name, state, message }) => ({ name, state, message }))).toEqual([
      { name: "enorme.xml", state: "refused", message: "O arquivo enorme.xml passa de 5 MB." },
      { name: "quebrado.zip", state: "refused", message: "O arquivo quebrado.zip não é um ZIP válido." },
      { name: "vazio.zip", state: "refused", message: "O arquivo vazio.zip não tem arquivos XML." },
    ]);
  });

  it("counts progress as lines end", () => {
    const line = (state: UploadLine["state"]): UploadLine => ({ id: 1, name: "a.xml", state, message: "" });
    expect(uploadProgress([line("waiting"), line("sending"), line("review")])).toEqual({ done: 1, total: 3, imported: 0, review: 1, refused: 0 });
  });
});
