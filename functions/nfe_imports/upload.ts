import type { NfeFileResult } from "../../shared/contracts/nfe-imports";
import { todayInSaoPaulo } from "../../shared/dates";
import { readCompanyCnpj } from "../lib/entities/company";
import { getEntryKeyClaim } from "../lib/entities/entry-keys";
import { supplierOfCnpj } from "../lib/entities/suppliers";
import { DomainError, InvalidInput } from "../lib/errors";
import { countEvent } from "../lib/metrics";
import { confirmImport } from "./confirm";
import { orderNamedByNote } from "./match-data";
import { NFE_MESSAGES } from "./messages";
import { isImportable, type NoteReading } from "./note/document";
import { readNote } from "./note/read-note";
import { unpackNotes } from "./note/zip";
import { reviewState } from "./review";
import { createImport, getImport, newImportId, removeImport } from "./storage/imports";

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

/** The files of a body: itself for an XML, its XML files for a ZIP. */
export function filesOf(body: UploadedBody, name: string): { file: string; bytes: Uint8Array }[] {
  if (body.contentType === "xml") return [{ file: name, bytes: body.bytes }];
  return unpackNotes(body.bytes);
}

const refused = (reading: { file: string }, accessKey: string, message: string): NfeFileResult => ({ file: reading.file, access_key: accessKey, status: "refused", message });

/** One file's reading, through to its import (and entry, when it needs no review). */
export async function importReading(tenantId: string, reading: NoteReading, user: string): Promise<NfeFileResult> {
  if (!isImportable(reading)) {
    const blocks = reading.problems.filter((problem) => problem.level === "block").map((problem) => problem.message);
    return refused(reading, reading.document?.accessKey ?? "", blocks.join(" "));
  }
  const { document } = reading;
  const claim = await getEntryKeyClaim(tenantId, document.accessKey);
  if (claim?.state === "done") return refused(reading, document.accessKey, NFE_MESSAGES.alreadyImported(document.accessKey, claim.claimedAt, claim.claimedBy));
  if (claim) return refused(reading, document.accessKey, NFE_MESSAGES.beingImported(document.accessKey));
  const { supplier, created } = await supplierOfCnpj(tenantId, document.supplier.cnpj, document.supplier.name);
  const id = await newImportId(tenantId);
  await createImport(
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
  const stored = await getImport(tenantId, id);
  const state = stored && (await reviewState(tenantId, stored));
  const base = { file: reading.file, access_key: document.accessKey, import_id: id };
  if (!state || state.matching.pendingLines > 0 || state.warnings > 0) {
    return { ...base, status: "review", message: NFE_MESSAGES.review(state?.matching.pendingLines ?? 0, state?.warnings ?? 0) };
  }
  try {
    const entryId = await confirmImport(tenantId, id, user, false);
    return { ...base, status: "imported", message: NFE_MESSAGES.imported(document.number, document.series), entry_id: entryId };
  } catch (error) {
    // Another upload of the same note got there first: this one stores nothing.
    if (!(error instanceof DomainError) || error.statusCode !== 409) throw error;
    await removeImport(tenantId, id);
    return refused(reading, document.accessKey, error.message);
  }
}

export async function importFiles(tenantId: string, body: UploadedBody, name: string, user: string): Promise<NfeFileResult[]> {
  const tenantCnpj = await readCompanyCnpj(tenantId);
  if (!tenantCnpj) throw new InvalidInput(NFE_MESSAGES.noCompanyCnpj);
  const today = todayInSaoPaulo();
  const results: NfeFileResult[] = [];
  for (const { file, bytes } of filesOf(body, name)) {
    const result = await importReading(tenantId, readNote(file, bytes, { tenantCnpj, today }), user);
    // An imported note was counted when its entry was stored (confirmImport), as one confirmed after review is.
    if (result.status === "review") countEvent("NfeToReview");
    if (result.status === "refused") countEvent("NfeRefused");
    results.push(result);
  }
  return results;
}
