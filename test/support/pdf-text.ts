import { inflateSync } from "node:zlib";

/**
 * Text of a PDF written by @react-pdf/renderer (pdfkit, standard fonts): inflates every Flate stream and
 * joins the hex strings of each TJ array (WinAnsi codes, Latin-1 for the accents pt-BR uses) into one
 * line per text run. Enough to assert what a generated document says, without a PDF parser.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const buffer = Buffer.from(pdf);
  const raw = buffer.toString("latin1");
  const runs: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = buffer.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? "").join("");
      runs.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return runs;
}

/** The /MediaBox sizes of the pages ([width, height] in points). */
export function pdfPageSizes(pdf: Uint8Array): [number, number][] {
  const raw = Buffer.from(pdf).toString("latin1");
  return [...raw.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
}
