import { ENTRY_WRITE_LEASE_MS } from "../../functions/lib/entities/entry-keys";
import { updateIf } from "../../functions/lib/entities/support/dynamo";
import { sourceKeys } from "../../functions/lib/keys";
import type { NoteDocument, NoteLine, NoteProblem, NoteReading } from "../../functions/nfe_imports/note/document";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { fromCents, sumCents, toCents } from "../../shared/money";

/**
 * NF-e documents as the reading hands them to the stored side (functions/nfe_imports/note/document.ts),
 * built field by field for the tests of matching, confirmation and reversal: no XML here.
 */
export const SUPPLIER_CNPJ = "11222333000181";

/** A 44-character access key of a supplier's note number (the check digit is the reading's concern). */
export function accessKeyOf(number: number, cnpj = SUPPLIER_CNPJ): string {
  return `352611${cnpj}55001${String(number).padStart(9, "0")}1${String(number).padStart(8, "0")}0`;
}

export function noteLine(number: number, fields: Partial<NoteLine> = {}): NoteLine {
  const quantity = fields.quantity ?? 10;
  const unitPrice = fields.unitPrice ?? 5;
  const gross = fields.grossValue ?? fromCents(toCents(quantity * unitPrice));
  return {
    number,
    supplierCode: `SKU-${number}`,
    description: `PRODUTO DO FORNECEDOR ${number}`,
    ncm: "10063021",
    cfop: "5102",
    unit: "UN",
    quantity,
    unitPrice,
    taxUnit: fields.unit ?? "UN",
    taxQuantity: quantity,
    grossValue: gross,
    discount: 0,
    freight: 0,
    insurance: 0,
    otherCharges: 0,
    ipi: 0,
    icmsSt: 0,
    deductedIcmsRelief: 0,
    icmsGroup: "ICMS00",
    icmsKind: "taxed",
    lineCost: gross,
    // 7 %: the "ICMS in" rate of the test stores' products.
    icmsCredit: fromCents(Math.round(toCents(gross) * 0.07)),
    bonus: false,
    ...fields,
  };
}

export function noteDocument(number: number, lines: NoteLine[], fields: Partial<NoteDocument> = {}): NoteDocument {
  const totalCost = fromCents(sumCents(lines.map((line) => toCents(line.lineCost))));
  const icmsCredit = fromCents(sumCents(lines.map((line) => toCents(line.icmsCredit))));
  const supplier = fields.supplier ?? { cnpj: SUPPLIER_CNPJ, name: "DISTRIBUIDORA DE TESTE LTDA" };
  const issueDate = addDays(todayInSaoPaulo(), -2);
  return {
    accessKey: accessKeyOf(number, supplier.cnpj),
    model: "55",
    series: "1",
    number: String(number),
    issuedAt: `${issueDate}T10:00:00-03:00`,
    issueDate,
    operation: "VENDA DE MERCADORIA",
    supplier,
    recipient: { cnpj: "12345678000195" },
    lines,
    totals: {
      products: fromCents(sumCents(lines.map((line) => toCents(line.grossValue)))),
      discount: 0,
      freight: 0,
      insurance: 0,
      otherCharges: 0,
      ipi: 0,
      icmsSt: 0,
      icms: icmsCredit,
      note: totalCost,
    },
    totalCost,
    icmsCredit,
    protocol: { number: "135260000000001", receivedAt: "2026-11-20T10:01:00-03:00", status: "100" },
    ...fields,
  };
}

export function readingOf(document: NoteDocument, problems: NoteProblem[] = []): NoteReading {
  return { file: `nfe-${document.number}.xml`, document, problems };
}

export const SIGNATURE_WARNING: NoteProblem = {
  code: "signature",
  level: "warn",
  message: "Assinatura digital não confere: o XML pode ter sido alterado após a emissão.",
};

/** Makes the writer holding an access key's claim look silent past its lease (a crashed confirmation). */
export async function lapseEntryWriter(tenantId: string, accessKey: string): Promise<void> {
  await updateIf(sourceKeys.entryKeyClaim(tenantId, accessKey), {
    UpdateExpression: "SET heartbeatAt = :long_ago",
    ExpressionAttributeValues: { ":long_ago": Date.now() - ENTRY_WRITE_LEASE_MS - 1 },
  });
}
