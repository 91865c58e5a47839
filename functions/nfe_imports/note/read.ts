import type { NoteReading } from "./document";

/**
 * STUB, replaced when the file reading lands (it owns this folder): the stored side only needs these two
 * signatures to compile. Every file reads as refused until then.
 */
export function readNote(file: string, _bytes: Uint8Array, _context: { tenantCnpj: string; today: string }): NoteReading {
  return { file, problems: [{ code: "not_xml", level: "block", message: `O arquivo ${file} não é um XML válido.` }] };
}

/** The files of a ZIP, in order. */
export function unpackNotes(_zipBytes: Uint8Array): { file: string; bytes: Uint8Array }[] {
  return [];
}
