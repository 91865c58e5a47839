import { unzipSync } from "fflate";
import type { NfeFileResult } from "../../../../shared/contracts/nfe-imports";
import { sendFile } from "../../app/api";

/**
 * The upload of NF-e files: what the user picked or dropped becomes one send per XML (a ZIP is opened here,
 * so each of its notes gets its own progress line), sent a few at a time to POST /api/nfe_imports as
 * application/xml. Each file ends imported, waiting for review or refused with the server's reason.
 */

/** One NF-e of 990 lines is about 1.5 MB; anything far above is not a note. */
export const XML_MAX_BYTES = 5 * 1024 * 1024;
/** A month of a busy store's invoices, zipped, fits well within this. */
export const ZIP_MAX_BYTES = 100 * 1024 * 1024;
/** Notes per selection (files and the XMLs inside ZIPs together). */
export const UPLOAD_MAX_FILES = 2000;
/** Sends at once: enough to keep the server busy, few enough that the lines advance in order. */
export const UPLOAD_CONCURRENCY = 3;

export const UPLOAD_TEXT = {
  tooLarge: (name: string, megabytes: number) => `O arquivo ${name} passa de ${megabytes} MB.`,
  zipUnreadable: (name: string) => `O arquivo ${name} não é um ZIP válido.`,
  zipWithoutXml: (name: string) => `O arquivo ${name} não tem arquivos XML.`,
  tooMany: `Envie no máximo ${UPLOAD_MAX_FILES} notas por vez.`,
  noAnswer: "Sem resposta do servidor. Tente novamente.",
  failed: (status: number) => `O servidor recusou o arquivo (erro ${status}).`,
  waiting: "Na fila",
  sending: "Enviando...",
} as const;

export type UploadState = "waiting" | "sending" | NfeFileResult["status"];

/** One progress line: a picked XML, or an XML inside a picked ZIP ("notas.zip › 123.xml"). */
export interface UploadLine {
  id: number;
  name: string;
  state: UploadState;
  message: string;
  access_key?: string;
  import_id?: number;
  entry_id?: number;
}

/** What will be sent for a line; lines refused before sending carry none. */
export interface UploadJob {
  line: UploadLine;
  body?: Blob | Uint8Array<ArrayBuffer>;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function isZip(file: File): boolean {
  return /\.zip$/i.test(file.name) || file.type === "application/zip" || file.type === "application/x-zip-compressed";
}

/** Folders and the resource forks macOS adds to its ZIPs are not notes. */
function isXmlEntry(name: string): boolean {
  return /\.xml$/i.test(name) && !name.endsWith("/") && !name.split("/").some((part) => part === "__MACOSX" || part.startsWith("._"));
}

/** The picked files as progress lines, each with what to send (ZIPs opened, limits applied). */
export async function prepareUpload(files: readonly File[]): Promise<UploadJob[]> {
  const jobs: UploadJob[] = [];
  let nextId = 1;
  const add = (name: string, body?: UploadJob["body"], refusal?: string) => {
    const line: UploadLine = { id: nextId++, name, state: refusal ? "refused" : "waiting", message: refusal ?? UPLOAD_TEXT.waiting };
    jobs.push(body && !refusal ? { line, body } : { line });
  };
  for (const file of files) {
    if (!isZip(file)) {
      if (file.size > XML_MAX_BYTES) add(file.name, undefined, UPLOAD_TEXT.tooLarge(file.name, megabytes(XML_MAX_BYTES)));
      else add(file.name, file);
      continue;
    }
    if (file.size > ZIP_MAX_BYTES) {
      add(file.name, undefined, UPLOAD_TEXT.tooLarge(file.name, megabytes(ZIP_MAX_BYTES)));
      continue;
    }
    let entries: Record<string, Uint8Array>;
    const oversized: string[] = [];
    try {
      // The filter runs before inflating: an entry that would inflate past the limit is never expanded.
      entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
        filter: (entry) => {
          if (!isXmlEntry(entry.name)) return false;
          if (entry.originalSize > XML_MAX_BYTES) {
            oversized.push(entry.name);
            return false;
          }
          return true;
        },
      });
    } catch {
      add(file.name, undefined, UPLOAD_TEXT.zipUnreadable(file.name));
      continue;
    }
    const names = Object.keys(entries).sort((a, b) => a.localeCompare(b, "pt-BR", { numeric: true }));
    if (names.length === 0 && oversized.length === 0) add(file.name, undefined, UPLOAD_TEXT.zipWithoutXml(file.name));
    for (const name of names) {
      const content = entries[name];
      if (content) add(`${file.name} › ${name}`, new Uint8Array(content));
    }
    for (const name of oversized) add(`${file.name} › ${name}`, undefined, UPLOAD_TEXT.tooLarge(name, megabytes(XML_MAX_BYTES)));
  }
  if (jobs.filter((job) => job.body).length > UPLOAD_MAX_FILES) {
    return [{ line: { id: 1, name: files.map((file) => file.name).join(", "), state: "refused", message: UPLOAD_TEXT.tooMany } }];
  }
  return jobs;
}

/** The file's name as the server records it: the XML's own name, without the ZIP it came in. */
function fileNameOf(line: UploadLine): string {
  return line.name.split(" › ").at(-1) ?? line.name;
}

/** Sends one XML and reads what became of it. */
export async function sendNote(line: UploadLine, body: NonNullable<UploadJob["body"]>): Promise<UploadLine> {
  const response = await sendFile<NfeFileResult[]>("/nfe_imports", body, "application/xml", {
    query: { file_name: fileNameOf(line) },
    showMessages: false,
  });
  const [result] = Array.isArray(response.envelope?.data) ? response.envelope.data : [];
  if (result) {
    const done: UploadLine = { ...line, state: result.status, message: result.message };
    if (result.access_key) done.access_key = result.access_key;
    if (result.import_id !== undefined) done.import_id = result.import_id;
    if (result.entry_id !== undefined) done.entry_id = result.entry_id;
    return done;
  }
  const message = response.envelope?.message?.msg ?? (response.status === null ? UPLOAD_TEXT.noAnswer : UPLOAD_TEXT.failed(response.status));
  return { ...line, state: "refused", message };
}

/**
 * Runs the jobs, UPLOAD_CONCURRENCY at a time, in their order; `onLine` hears each line as it starts and as it
 * ends. Answers the lines as they ended.
 */
export async function runUpload(
  jobs: readonly UploadJob[],
  onLine: (line: UploadLine) => void,
  send: typeof sendNote = sendNote,
): Promise<UploadLine[]> {
  const finished = new Map<number, UploadLine>();
  const queue = jobs.filter((job) => job.body !== undefined);
  for (const job of jobs) if (!job.body) finished.set(job.line.id, job.line);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const job = queue[next++];
      if (!job?.body) continue;
      onLine({ ...job.line, state: "sending", message: UPLOAD_TEXT.sending });
      const done = await send(job.line, job.body);
      finished.set(done.id, done);
      onLine(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, worker));
  return jobs.map((job) => finished.get(job.line.id) ?? job.line);
}

/** How far the upload is: lines ended out of all, and the count of each outcome. */
export function uploadProgress(lines: readonly UploadLine[]) {
  const count = (state: UploadState) => lines.filter((line) => line.state === state).length;
  const imported = count("imported");
  const review = count("review");
  const refused = count("refused");
  return { done: imported + review + refused, total: lines.length, imported, review, refused };
}
