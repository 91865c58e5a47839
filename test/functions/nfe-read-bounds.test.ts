import { beforeAll, describe, expect, it } from "vitest";
import { readNote } from "../../functions/nfe_imports/note/read-note";
import { MAX_NOTE_BYTES } from "../../functions/nfe_imports/note/xml";
import { buildNfe, type LineSpec, nfeBytes, STORE_CNPJ } from "../support/nfe-xml";
import { makeSigningIdentity, type SigningIdentity } from "../support/self-signed-certificate";

/**
 * The reading's bounds (issue: 41 lines under 100 ms, the layout's 990 lines under 1 s, signature included). Each
 * is the best of several runs after a warm-up, so a busy machine measures the code, not the other processes.
 */

const context = { tenantCnpj: STORE_CNPJ, today: "2026-11-27" };
const RUNS = 5;

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

function bestOf(bytes: Uint8Array): number {
  readNote("aquecimento.xml", bytes, context);
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const reading = readNote("nota.xml", bytes, context);
    best = Math.min(best, performance.now() - started);
    expect(reading.problems).toEqual([]);
  }
  return best;
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
  it("reads and checks a signed 41-line note in under 100 ms", () => {
    const bytes = nfeBytes({ lines: Array.from({ length: 41 }, (_, index) => line(index + 1)), signWith: identity });
    expect(readNote("nota.xml", bytes, context).document?.lines).toHaveLength(41);
    expect(bestOf(bytes)).toBeLessThan(100);
  });

  it("reads and checks a signed note of 990 lines, the layout's maximum, in under 1 s and under the size limit", () => {
    const bytes = encode(largest);
    expect(bytes.byteLength).toBeLessThan(MAX_NOTE_BYTES);
    const document = readNote("nota.xml", bytes, context).document;
    expect(document?.lines).toHaveLength(990);
    expect(document?.totalCost).toBe(document?.totals.note);
    expect(bestOf(bytes)).toBeLessThan(1000);
  });

  it("reads the 990-line note re-indented after signing (two canonicalisations) in under 1 s", () => {
    expect(bestOf(encode(largest.replace(/></g, ">\n  <")))).toBeLessThan(1000);
  });
});
