import { type UnzipFileInfo, unzipSync } from "fflate";
import { InvalidInput } from "../../lib/errors";
import { MAX_NOTE_BYTES } from "./xml";

/**
 * The XML files of an uploaded ZIP. A month of a store's invoices is a few hundred notes of tens of KB each, so
 * the limits leave room for that and refuse what only a mistake or an attack sends: more than MAX_ZIP_NOTES XML
 * files, more than MAX_ZIP_BYTES once unpacked, an XML above the size of any NF-e, a ZIP inside the ZIP, or an
 * entry whose name climbs out of the folder. Other files (the DANFE's PDF, say) are left out without a word.
 */

export const MAX_ZIP_NOTES = 500;
export const MAX_ZIP_BYTES = 50 * 1024 * 1024;

export interface PackedNote {
  /** The entry's path inside the ZIP (folders kept, so two "nota.xml" stay apart). */
  file: string;
  bytes: Uint8Array;
}

export const ZIP_MESSAGES = {
  unreadable: "O arquivo ZIP está corrompido ou protegido por senha.",
  noNotes: "O arquivo ZIP não contém arquivos XML.",
  tooManyNotes: (count: number) => `O arquivo ZIP contém ${count} arquivos XML; o limite é ${MAX_ZIP_NOTES} por envio.`,
  tooLarge: `O arquivo ZIP passa de ${MAX_ZIP_BYTES / (1024 * 1024)} MB descompactado; envie as notas em partes.`,
  noteTooLarge: (file: string) => `O arquivo ${file} dentro do ZIP passa de ${MAX_NOTE_BYTES / (1024 * 1024)} MB, maior que qualquer NF-e.`,
  nested: (file: string) => `O arquivo ZIP contém outro ZIP (${file}); envie os XML num único ZIP.`,
  unsafePath: (file: string) => `O arquivo ZIP contém um caminho inválido (${file}).`,
} as const;

const XML_NAME = /\.xml$/i;
const NESTED_ARCHIVE = /\.(zip|rar|7z|tar|gz|tgz)$/i;

export function unpackNotes(zip: Uint8Array): PackedNote[] {
  const notes: UnzipFileInfo[] = [];
  let refusal: string | undefined;
  let declaredBytes = 0;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(zip, {
      // Sizes are judged as the ZIP declares them, before anything is inflated.
      filter: (entry) => {
        if (refusal !== undefined || entry.name.endsWith("/")) return false;
        const problem = entryProblem(entry);
        if (problem !== undefined) refusal ??= problem;
        if (problem !== undefined || !isNote(entry.name)) return false;
        notes.push(entry);
        declaredBytes += entry.originalSize;
        if (notes.length > MAX_ZIP_NOTES) refusal ??= ZIP_MESSAGES.tooManyNotes(notes.length);
        else if (declaredBytes > MAX_ZIP_BYTES) refusal ??= ZIP_MESSAGES.tooLarge;
        return refusal === undefined;
      },
    });
  } catch {
    throw new InvalidInput(refusal ?? ZIP_MESSAGES.unreadable);
  }
  if (refusal !== undefined) throw new InvalidInput(refusal);
  const found = Object.entries(unpacked).map(([file, bytes]) => ({ file, bytes }));
  if (found.length === 0) throw new InvalidInput(ZIP_MESSAGES.noNotes);
  // A ZIP can lie about sizes; what came out is checked too.
  const tooLarge = found.find((note) => note.bytes.byteLength > MAX_NOTE_BYTES);
  if (tooLarge !== undefined) throw new InvalidInput(ZIP_MESSAGES.noteTooLarge(tooLarge.file));
  return found.sort((first, second) => first.file.localeCompare(second.file, "pt-BR", { numeric: true }));
}

/** An XML file, leaving out the copies macOS adds (`__MACOSX/`, `._name.xml`). */
function isNote(name: string): boolean {
  const base = name.slice(name.lastIndexOf("/") + 1);
  return XML_NAME.test(base) && !base.startsWith("._") && !name.startsWith("__MACOSX/");
}

function entryProblem(entry: UnzipFileInfo): string | undefined {
  const { name } = entry;
  if (name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name) || name.split("/").includes("..")) return ZIP_MESSAGES.unsafePath(name);
  if (NESTED_ARCHIVE.test(name) && !name.startsWith("__MACOSX/")) return ZIP_MESSAGES.nested(name);
  if (isNote(name) && entry.originalSize > MAX_NOTE_BYTES) return ZIP_MESSAGES.noteTooLarge(name);
  return undefined;
}
