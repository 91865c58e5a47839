import { getProducts, listProducts } from "../../functions/lib/entities/products";
import { listSuppliers } from "../../functions/lib/entities/suppliers";
import { loadMatchData } from "../../functions/nfe_imports/match-data";
import { matchNote } from "../../functions/nfe_imports/matching";
import { readNote } from "../../functions/nfe_imports/note/read-note";
import { DEMO_CNPJ } from "../../infra/local/demo-tenant";
import { isValidGtin } from "../../shared/check-digits";
import { todayInSaoPaulo } from "../../shared/dates";
import { buildNfe, type LineSpec } from "../support/nfe-xml";
import { makeSigningIdentity } from "../support/self-signed-certificate";
import type { Measurement } from "./types";

/**
 * The NF-e import on the large store (issue: parse, check and match a 41-line note under 100 ms, one of the
 * layout's 990 lines under 1 s): a signed supplier's note whose lines carry the GTINs of the store's products,
 * read (XML, every check, the signature) and matched (the supplier's remembered codes, each GTIN's product, the
 * products read), beside the floor: the same products read straight in one BatchGet.
 */
const SIZES = [
  { lines: 41, maxP95Ms: 100 },
  { lines: 990, maxP95Ms: 1000 },
] as const;

interface BenchNote {
  bytes: Uint8Array;
  productIds: number[];
  supplier: { id: number; name: string; document: string };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

async function benchNotes(tenantId: string): Promise<Map<number, BenchNote>> {
  const [products, suppliers] = await Promise.all([listProducts(tenantId), listSuppliers(tenantId)]);
  const withGtin = products.filter((product) => product.active && isValidGtin(product.barcode));
  const supplier = suppliers[0];
  if (!supplier || withGtin.length < 990) throw new Error("A loja grande não tem fornecedor ou 990 produtos com GTIN para o bench da NF-e.");
  const identity = makeSigningIdentity();
  const notes = new Map<number, BenchNote>();
  for (const { lines } of SIZES) {
    const chosen = withGtin.slice(0, lines);
    const specs: LineSpec[] = chosen.map((product, index) => ({
      code: `F${product.id}`,
      description: product.description,
      gtin: product.barcode,
      quantity: 1 + (index % 12),
      unitPrice: 2.5 + (index % 40) / 10,
      icms: { group: "ICMS00", rate: 18 },
    }));
    const xml = buildNfe({ recipientCnpj: DEMO_CNPJ, number: String(9000 + lines), lines: specs, signWith: identity });
    notes.set(lines, {
      bytes: new TextEncoder().encode(xml),
      productIds: chosen.map((product) => product.id),
      supplier: { id: supplier.id, name: supplier.name, document: supplier.document },
    });
  }
  return notes;
}

export function nfeImportMeasurements(context: { tenantId: string }): Measurement[] {
  const notes = once(() => benchNotes(context.tenantId));
  const noteOf = async (lines: number) => {
    const note = (await notes()).get(lines);
    if (!note) throw new Error(`Sem nota de ${lines} linhas.`);
    return note;
  };
  const readAndMatch = async (lines: number) => {
    const note = await noteOf(lines);
    const reading = readNote(`nota-${lines}.xml`, note.bytes, { tenantCnpj: DEMO_CNPJ, today: todayInSaoPaulo() });
    const { document } = reading;
    if (!document || reading.problems.length > 0) throw new Error(`A nota de ${lines} linhas do bench não foi lida sem problemas.`);
    const data = await loadMatchData(context.tenantId, document, {
      supplierId: note.supplier.id,
      supplier: note.supplier.name,
      supplierCnpj: note.supplier.document,
      newSupplier: false,
      choiceProducts: new Map(),
      choiceFractions: new Map(),
      orderId: 0,
    });
    return matchNote(document, data);
  };
  return SIZES.map(({ lines, maxP95Ms }) => ({
    name: `NF-e de ${lines} linhas: ler, conferir e casar`,
    run: () => readAndMatch(lines),
    floor: async () => getProducts(context.tenantId, (await noteOf(lines)).productIds),
    detail: async () => {
      const matching = await readAndMatch(lines);
      const note = await noteOf(lines);
      return `${lines - matching.pendingLines} de ${lines} linhas casadas, ${Math.round(note.bytes.byteLength / 1024)} KB`;
    },
    target: { maxP95Ms },
  }));
}
