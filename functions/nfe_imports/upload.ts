import type { NfeFileResult } from "../../shared/contracts/nfe-imports";
import { todayInSaoPaulo } from "../../shared/dates";
import { readCompanyCnpj } from "../lib/entities/company";
import { getEntryKeyClaim } from "../lib/entities/entry-keys";
import { supplierOfCnpj } from "../lib/entities/suppliers";
import { mapLimit } from "../lib/entities/support/concurrency";
import { DomainError, InvalidInput } from "../lib/errors";
import { countEvent } from "../lib/metrics";
import { confirmImport } from "./confirm";
import { orderNamedByNote } from "./match-data";
import { NFE_MESSAGES } from "./messages";
import { type ImportableReading, isImportable, type NoteReading } from "./note/document";
import { reviewState } from "./review";
import { createImport, getImport, newImportId, removeImport, waitingImportId } from "./storage/imports";

/**
 * POST /nfe_imports: each file (the body's XML, or each XML of the body's ZIP) is read, checked against the
 * store (its key not imported yet), its supplier found or created, and kept as an import; a note whose lines
 * all found their product and fraction, with no warning, is confirmed at once, the others wait for review.
 * A file refused writes nothing (a new supplier aside, which its next note would create anyway).
 */
export interface UploadedBody {
  contentType: "xml" | "zip";
  bytes: Uint8Array;
}

/**
 * The XML, signature and ZIP readers (fast-xml-parser, xmldom, xml-crypto, fflate), loaded by the first upload
 * a container serves: the import's other routes (lists, review, confirmation, reversal) never read a file, and
 * a cold start without them is about 60 ms shorter.
 */
const noteReaders = async () => {
  const [{ readNote }, { unpackNotes }] = await Promise.all([import("./note/read-note"), import("./note/zip")]);
  return { readNote, unpackNotes };
};

type NoteReaders = Awaited<ReturnType<typeof noteReaders>>;

/** The files of a body: itself for an XML, its XML files for a ZIP. */
function filesOf(body: UploadedBody, name: string, readers: NoteReaders) {
  if (body.contentType === "xml") return [{ file: name, bytes: body.bytes }];
  return readers.unpackNotes(body.bytes);
}

const refused = (reading: { file: string }, accessKey: string, message: string): NfeFileResult => ({ file: reading.file, access_key: accessKey, status: "refused", message });

/** The import of a key waiting for review, stored by this upload (`own`) or by another one. */
interface Waiting {
  id: number;
  own: boolean;
}

const ATTEMPTS = 3;

/**
 * One file's reading, through to its import (and entry, when it needs no review). A note already waiting for
 * review is not stored again: the upload answers that import (or, when it needs no review, confirms it, as
 * the upload that stored it does; one confirmation wins, the others are refused as already imported).
 */
export async function importReading(tenantId: string, reading: NoteReading, user: string): Promise<NfeFileResult> {
  if (!isImportable(reading)) {
    const blocks = reading.problems.filter((problem) => problem.level === "block").map((problem) => problem.message);
    return refused(reading, reading.document?.accessKey ?? "", blocks.join(" "));
  }
  const { document } = reading;
  let ownId: number | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const claim = await getEntryKeyClaim(tenantId, document.accessKey);
    if (claim) {
      // The note has (or is getting) its entry: an import this upload stored is left out.
      if (ownId !== undefined) await removeImport(tenantId, ownId, document.accessKey);
      const message =
        claim.state === "done" ? NFE_MESSAGES.alreadyImported(document.accessKey, claim.claimedAt, claim.claimedBy) : NFE_MESSAGES.beingImported(document.accessKey);
      return refused(reading, document.accessKey, message);
    }
    const waiting = await waitingImport(tenantId, reading, user, ownId);
    if (waiting.own) ownId = waiting.id;
    const answer = await settle(tenantId, reading, waiting, user);
    if (answer) return answer;
  }
  return refused(reading, document.accessKey, NFE_MESSAGES.beingImported(document.accessKey));
}

/** The import waiting for review of the note's key: the one there is, or one stored now. */
async function waitingImport(tenantId: string, reading: ImportableReading, user: string, ownId: number | undefined): Promise<Waiting> {
  const { document } = reading;
  const existing = await waitingImportId(tenantId, document.accessKey);
  if (existing !== undefined) return { id: existing, own: existing === ownId };
  const { supplier, created } = await supplierOfCnpj(tenantId, document.supplier.cnpj, document.supplier.name);
  const id = await newImportId(tenantId);
  const holder = await createImport(
    tenantId,
    {
      id,
      status: "review",
      file: reading.file,
      accessKey: document.accessKey,
      supplierId: supplier.id,
      supplier: supplier.name,
      supplierCnpj: document.supplier.cnpj,
      newSupplier: created,
      series: document.series,
      number: document.number,
      issueDate: document.issueDate,
      total: document.totals.note,
      icmsCredit: document.icmsCredit,
      lines: document.lines.length,
      orderId: await orderNamedByNote(tenantId, document, supplier.id),
      choiceProducts: new Map(),
      choiceFractions: new Map(),
      entryId: 0,
      createdAt: new Date().toISOString(),
      createdBy: user,
    },
    document,
    reading.problems,
  );
  return holder === undefined ? { id, own: true } : { id: holder, own: false };
}

/**
 * The answer for a waiting import: "review" when it needs the user, else its entry confirmed now. Undefined
 * when the import changed meanwhile (discarded, confirmed by another call): the caller looks again.
 */
async function settle(tenantId: string, reading: ImportableReading, waiting: Waiting, user: string): Promise<NfeFileResult | undefined> {
  const { document } = reading;
  const stored = await getImport(tenantId, waiting.id);
  if (stored?.record.status !== "review") return undefined;
  const state = await reviewState(tenantId, stored);
  const base = { file: reading.file, access_key: document.accessKey, import_id: waiting.id };
  if (state.matching.pendingLines > 0 || state.warnings > 0) {
    const message = waiting.own
      ? NFE_MESSAGES.review(state.matching.pendingLines, state.warnings)
      : NFE_MESSAGES.alreadyWaiting(document.accessKey, stored.record.createdAt, stored.record.createdBy);
    return { ...base, status: "review", message };
  }
  try {
    const entryId = await confirmImport(tenantId, waiting.id, user, false, { reviewed: state });
    return { ...base, status: "imported", message: NFE_MESSAGES.imported(document.number, document.series), entry_id: entryId };
  } catch (error) {
    // Another call confirmed it, is confirming it, or the ERP sent the note: the next look tells which.
    if (error instanceof DomainError && (error.statusCode === 409 || error.statusCode === 404)) return undefined;
    throw error;
  }
}

/**
 * A ZIP's notes go a few at a time: one note's reads and writes wait on the table while another is parsed.
 * The answers keep the files' order; the same note twice in a ZIP still stores one entry (the key's claims).
 */
const FILES_AT_ONCE = 4;

export async function importFiles(tenantId: string, body: UploadedBody, name: string, user: string): Promise<NfeFileResult[]> {
  const tenantCnpj = await readCompanyCnpj(tenantId);
  if (!tenantCnpj) throw new InvalidInput(NFE_MESSAGES.noCompanyCnpj);
  const today = todayInSaoPaulo();
  const readers = await noteReaders();
  return mapLimit(filesOf(body, name, readers), FILES_AT_ONCE, async ({ file, bytes }) => {
    const result = await importReading(tenantId, readers.readNote(file, bytes, { tenantCnpj, today }), user);
    // An imported note was counted when its entry was stored (confirmImport), as one confirmed after review is.
    if (result.status === "review") countEvent("NfeToReview");
    if (result.status === "refused") countEvent("NfeRefused");
    return result;
  });
}
