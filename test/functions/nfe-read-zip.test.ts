import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_NOTES, unpackNotes } from "../../functions/nfe_imports/note/zip";
import { InvalidInput } from "../../functions/lib/errors";
import { nfeBytes, plainLine } from "../support/nfe-xml";

/** A ZIP of the uploaded notes: only its XML files come out, within limits a real month of invoices fits. */

function refusal(zip: Uint8Array): string {
  try {
    unpackNotes(zip);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return (error as Error).message;
  }
  throw new Error("the ZIP was accepted");
}

describe("unpacking a ZIP of notes", () => {
  it("gives the XML files with their paths, in order, leaving out PDFs and macOS copies", () => {
    const first = nfeBytes({ lines: [plainLine()], number: "1" });
    const second = nfeBytes({ lines: [plainLine()], number: "2" });
    const zip = zipSync({
      "marco/nota-10.XML": second,
      "marco/nota-9.xml": first,
      "marco/danfe-9.pdf": strToU8("%PDF-1.4"),
      "__MACOSX/marco/._nota-9.xml": strToU8("resource fork"),
      "leia-me.txt": strToU8("notas de março"),
    });
    const notes = unpackNotes(zip);
    expect(notes.map((note) => note.file)).toEqual(["marco/nota-9.xml", "marco/nota-10.XML"]);
    expect(notes[0]?.bytes).toEqual(first);
    expect(notes[1]?.bytes).toEqual(second);
  });

  it("refuses a ZIP without XML files", () => {
    expect(refusal(zipSync({ "danfe.pdf": strToU8("%PDF") }))).toBe("O arquivo ZIP não contém arquivos XML.");
  });

  it("refuses what is not a ZIP, or a broken one", () => {
    expect(refusal(strToU8("<nfeProc/>"))).toBe("O arquivo ZIP está corrompido ou protegido por senha.");
    const zip = zipSync({ "nota.xml": nfeBytes({ lines: [plainLine()] }) });
    expect(refusal(zip.slice(0, zip.length - 30))).toBe("O arquivo ZIP está corrompido ou protegido por senha.");
  });

  it("refuses a ZIP inside the ZIP", () => {
    const inner = zipSync({ "nota.xml": strToU8("<a/>") });
    expect(refusal(zipSync({ "nota.xml": strToU8("<a/>"), "mais/notas.zip": inner }))).toBe(
      "O arquivo ZIP contém outro ZIP (mais/notas.zip); envie os XML num único ZIP.",
    );
  });

  it("refuses names that climb out of the folder or are absolute", () => {
    expect(refusal(zipSync({ "../../etc/nota.xml": strToU8("<a/>") }))).toBe("O arquivo ZIP contém um caminho inválido (../../etc/nota.xml).");
    expect(refusal(zipSync({ "/tmp/nota.xml": strToU8("<a/>") }))).toBe("O arquivo ZIP contém um caminho inválido (/tmp/nota.xml).");
  });

  it(`takes up to ${MAX_ZIP_NOTES} XML files and refuses more`, () => {
    const files = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`nota-${index}.xml`, strToU8("<a/>")]));
    expect(unpackNotes(zipSync(files(MAX_ZIP_NOTES)))).toHaveLength(MAX_ZIP_NOTES);
    expect(refusal(zipSync(files(MAX_ZIP_NOTES + 1)))).toBe(`O arquivo ZIP contém ${MAX_ZIP_NOTES + 1} arquivos XML; o limite é ${MAX_ZIP_NOTES} por envio.`);
  });

  it("refuses an XML above 1 MB and more than 50 MB unpacked, judged before inflating", () => {
    const oneMb = new Uint8Array(1024 * 1024).fill(0x20);
    expect(unpackNotes(zipSync({ "grande.xml": oneMb }))).toHaveLength(1);
    expect(refusal(zipSync({ "enorme.xml": new Uint8Array(1024 * 1024 + 1).fill(0x20) }))).toBe(
      "O arquivo enorme.xml dentro do ZIP passa de 1 MB, maior que qualquer NF-e.",
    );
    const bomb = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`nota-${index}.xml`, oneMb]));
    expect(refusal(zipSync(bomb))).toBe("O arquivo ZIP passa de 50 MB descompactado; envie as notas em partes.");
  });
});
