import { beforeAll, describe, expect, it } from "vitest";
import { readNote } from "../../functions/nfe_imports/note/read-note";
import { MAX_NOTE_BYTES } from "../../functions/nfe_imports/note/xml";
import { buildNfe, type LineSpec, nfeBytes, STORE_CNPJ } from "../support/nfe-xml";
import { makeSigningIdentity, type SigningIdentity } from "../support/self-signed-certificate";

/**
 * The reading's bounds: a 41-line note and one of the layout's 990 lines, signed, read whole and without a
 * problem. How fast is the bench's to measure (`npm run bench -- --only "NF-e"`), not a test's: a test's
 * timing would depend on the machine's load.
 */

const context = { tenantCnpj: STORE_CNPJ, today: "2026-11-27" };

/** A supermarket's line mix: taxed, reduced base, exempt, ST with discount, GTINs good and bad, boxes and weights. */
function line(index: number): LineSpec {
  const kind = index % 5;
  const base: LineSpec = {
    code: `${100000 + index}`,
    description: `PRODUTO DE MERCEARIA NUMERO ${index} EMB 500G`,
    gtin: index % 7 === 0 ? "SEM GTIN" : "7897846900945",
    ncm: "19059090",
    quantity: 6 + (index % 12),
    unitPrice: 3.49 + (index % 40) / 10,
  };
  if (kind === 0) return { ...base, icms: { group: "ICMS00", rate: 18 } };
  if (kind === 1) return { ...base, icms: { group: "ICMS20", reduction: 33.33, rate: 12 } };
  if (kind === 2) return { ...base, icms: { group: "ICMS40" } };
  if (kind === 3) return { ...base, discount: 0.5, icms: { group: "ICMS70", rate: 18, value: 1, stBase: 30, st: 2.1 } };
  return { ...base, unit: "KG", quantity: 1.235, icms: { group: "ICMS00", rate: 7 } };
}

function readsWithoutProblems(bytes: Uint8Array) {
  const reading = readNote("nota.xml", bytes, context);
  expect(reading.problems).toEqual([]);
  return reading.document;
}

let identity: SigningIdentity;
/** The 990-line note, signed once (signing it takes longer than reading it). */
let largest: string;
beforeAll(() => {
  identity = makeSigningIdentity();
  largest = buildNfe({ lines: Array.from({ length: 990 }, (_, index) => line(index + 1)), signWith: identity });
});

const encode = (text: string) => new TextEncoder().encode(text);

describe("reading bounds", () => {
  it("reads and checks a signed 41-line note", () => {
    const bytes = nfeBytes({ lines: Array.from({ length: 41 }, (_, index) => line(index + 1)), signWith: identity });
    expect(readsWithoutProblems(bytes)?.lines).toHaveLength(41);
  });

  it("reads and checks a signed note of 990 lines, the layout's maximum, under the size limit", () => {
    const bytes = encode(largest);
    expect(bytes.byteLength).toBeLessThan(MAX_NOTE_BYTES);
    const document = readsWithoutProblems(bytes);
    expect(document?.lines).toHaveLength(990);
    expect(document?.totalCost).toBe(document?.totals.note);
  });

  it("reads the 990-line note re-indented after signing, its signature still sound", () => {
    expect(readsWithoutProblems(encode(largest.replace(/></g, ">\n  <")))?.lines).toHaveLength(990);
  });
});
