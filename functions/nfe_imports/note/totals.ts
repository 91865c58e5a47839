import { fromCents, sumCents, toCents } from "../../../shared/money";
import type { NoteTotals } from "./document";
import type { ReadLine } from "./lines";
import { amount, child, type XmlElement } from "./xml";

/**
 * `total/ICMSTot` against the sum of the lines (SEFAZ rejections 531–538 and 564) and `vNF` against its
 * composition (rejection 610). An authorised note always passes, so a difference means the file was edited or is
 * not what it claims: the caller refuses it.
 */

export interface TotalsDifference {
  field: string;
  items: number;
  total: number;
}

export function readTotals(total: XmlElement | undefined): NoteTotals {
  const sums = child(total, "ICMSTot");
  return {
    products: amount(sums, "vProd"),
    discount: amount(sums, "vDesc"),
    freight: amount(sums, "vFrete"),
    insurance: amount(sums, "vSeg"),
    otherCharges: amount(sums, "vOutro"),
    ipi: amount(sums, "vIPI"),
    icmsSt: fromCents(toCents(amount(sums, "vST")) + toCents(amount(sums, "vFCPST"))),
    icms: amount(sums, "vICMS"),
    note: amount(sums, "vNF"),
  };
}

export function totalsDifferences(total: XmlElement | undefined, lines: ReadLine[]): TotalsDifference[] {
  const sums = child(total, "ICMSTot");
  const written = (field: string) => toCents(amount(sums, field));
  const summed = (pick: (line: ReadLine) => number) => sumCents(lines.map(pick));
  const pairs: [string, number][] = [
    ["vProd", summed((line) => (line.totals.countsInProducts ? toCents(line.line.grossValue) : 0))],
    ["vDesc", summed((line) => toCents(line.line.discount))],
    ["vFrete", summed((line) => toCents(line.line.freight))],
    ["vSeg", summed((line) => toCents(line.line.insurance))],
    ["vOutro", summed((line) => toCents(line.line.otherCharges))],
    ["vIPI", summed((line) => toCents(line.line.ipi))],
    ["vBC", summed((line) => line.totals.icmsBase)],
    ["vICMS", summed((line) => line.totals.icms)],
    ["vBCST", summed((line) => line.totals.icmsStBase)],
    ["vST", summed((line) => line.totals.icmsSt)],
    ["vFCPST", summed((line) => line.totals.fcpSt)],
  ];
  const differences = pairs
    .filter(([field, items]) => items !== written(field))
    .map(([field, items]) => ({ field, items: fromCents(items), total: fromCents(written(field)) }));
  const deductedRelief = summed((line) => toCents(line.line.deductedIcmsRelief));
  const composed =
    written("vProd") -
    written("vDesc") -
    deductedRelief +
    written("vST") +
    written("vFCPST") +
    written("vFrete") +
    written("vSeg") +
    written("vOutro") +
    written("vIPI") +
    written("vIPIDevol") +
    toCents(amount(child(total, "ISSQNtot"), "vServ"));
  const note = written("vNF");
  // An import note may leave vII out of vNF (seen on authorised files): both compositions are accepted.
  if (note !== composed && note !== composed + written("vII")) {
    differences.push({ field: "vNF", items: fromCents(composed + written("vII")), total: fromCents(note) });
  }
  return differences;
}
