import type { NfeImportDetail, NfeImportLineRow, NfeImportRow } from "../../shared/contracts/nfe-imports";
import { getProducts } from "../lib/entities/products";
import { Conflict, InvalidInput, NotFound } from "../lib/errors";
import { readOrderToCheck } from "./match-data";
import type { LineMatch } from "./matching";
import { NFE_MESSAGES } from "./messages";
import { type ReviewState, reviewState } from "./review";
import { getImport, listImports, type NfeImport, removeImport, setImportOrder, setLineChoice, type StoredImport } from "./storage/imports";
import { rememberMappings } from "./storage/line-mappings";

/** The review screen's reads and answers: the list, one import with its lines, a line's product, the order, discarding. */
function importRow(record: NfeImport, pendingLines: number): NfeImportRow {
  return {
    id: record.id,
    file: record.file,
    access_key: record.accessKey,
    status: "review",
    supplier_id: record.supplierId,
    supplier: record.supplier,
    supplier_cnpj: record.supplierCnpj,
    new_supplier: record.newSupplier,
    series: record.series,
    number: record.number,
    issue_date: record.issueDate,
    total: record.total,
    icms_credit: record.icmsCredit,
    lines: record.lines,
    pending_lines: pendingLines,
    ...(record.orderId > 0 ? { order_id: record.orderId } : {}),
    created_at: record.createdAt,
    created_by: record.createdBy,
  };
}

function lineRow(match: LineMatch): NfeImportLineRow {
  const { line, product } = match;
  return {
    number: line.number,
    supplier_code: line.supplierCode,
    description: line.description,
    gtin: line.gtin ?? "",
    ncm: line.ncm,
    cfop: line.cfop,
    bonus: line.bonus,
    unit: line.unit,
    quantity: line.quantity,
    line_cost: line.lineCost,
    icms_credit: line.icmsCredit,
    ...(product ? { product_id: product.id, product: product.description, product_unit: product.unit } : {}),
    ...(match.fraction !== undefined ? { fraction: match.fraction } : match.suggestedFraction !== undefined ? { fraction: match.suggestedFraction } : {}),
    ...(match.suggestedFraction !== undefined ? { suggested_fraction: match.suggestedFraction } : {}),
    ...(match.stockQuantity !== undefined ? { stock_quantity: match.stockQuantity } : {}),
    ...(match.unitCost !== undefined ? { unit_cost: match.unitCost } : {}),
    match: match.match,
    ...(match.pending !== undefined ? { pending: match.pending } : {}),
    ...(match.divergence ? { divergence: match.divergence } : {}),
  };
}

function detailOf(state: ReviewState): NfeImportDetail {
  return {
    ...importRow(state.stored.record, state.matching.pendingLines),
    problems: state.problems.map((problem) => ({ code: problem.code, level: problem.level, message: problem.message, ...(problem.line === undefined ? {} : { line: problem.line }) })),
    items: state.matching.lines.map(lineRow),
    missing_order_items: state.matching.missingOrderItems.map((item) => ({ product_id: item.productId, product: item.product, quantity: item.quantity, unit_cost: item.unitCost })),
  };
}

async function importInReview(tenantId: string, id: number): Promise<StoredImport> {
  const stored = await getImport(tenantId, id);
  if (!stored) throw new NotFound(NFE_MESSAGES.importNotFound);
  if (stored.record.status !== "review") throw new Conflict(NFE_MESSAGES.notInReview);
  return stored;
}

/** GET /nfe_imports?status=review: the notes waiting, newest first, each with its pending lines counted now. */
export async function listReview(tenantId: string): Promise<NfeImportRow[]> {
  const records = await listImports(tenantId, "review");
  const rows: NfeImportRow[] = [];
  for (const record of records) {
    const stored = await getImport(tenantId, record.id);
    if (stored?.record.status !== "review") continue;
    rows.push(importRow(stored.record, (await reviewState(tenantId, stored)).matching.pendingLines));
  }
  return rows;
}

export async function importDetail(tenantId: string, id: number): Promise<NfeImportDetail> {
  const stored = await getImport(tenantId, id);
  if (stored?.record.status !== "review") throw new NotFound(NFE_MESSAGES.importNotFound);
  return detailOf(await reviewState(tenantId, stored));
}

/** PUT /nfe_imports/{id}/lines/{n}: the line's product and fraction, remembered for the supplier's next notes. */
export async function mapLine(tenantId: string, id: number, lineNumber: number, productId: number, fraction: number): Promise<NfeImportDetail> {
  const stored = await importInReview(tenantId, id);
  const line = stored.document.lines.find((candidate) => candidate.number === lineNumber);
  if (!line) throw new NotFound(NFE_MESSAGES.lineNotFound(lineNumber));
  const product = (await getProducts(tenantId, [productId])).get(productId);
  if (!product) throw new InvalidInput(NFE_MESSAGES.productNotFound);
  if (!(await setLineChoice(tenantId, id, lineNumber, productId, fraction))) throw new Conflict(NFE_MESSAGES.notInReview);
  await rememberMappings(tenantId, [{ supplierId: stored.record.supplierId, supplierCode: line.supplierCode, unit: line.unit, productId, fraction }]);
  return importDetail(tenantId, id);
}

/** PUT /nfe_imports/{id}: the order to check the note against (of the note's supplier), or none. */
export async function setOrder(tenantId: string, id: number, orderId: number): Promise<NfeImportDetail> {
  const stored = await importInReview(tenantId, id);
  if (orderId > 0) {
    const order = await readOrderToCheck(tenantId, orderId);
    if (!order) throw new InvalidInput(NFE_MESSAGES.orderNotFound);
    if (order.supplierId !== stored.record.supplierId) throw new InvalidInput(NFE_MESSAGES.orderOfAnotherSupplier(orderId));
  }
  if (!(await setImportOrder(tenantId, id, orderId))) throw new Conflict(NFE_MESSAGES.notInReview);
  return importDetail(tenantId, id);
}

export async function discardImport(tenantId: string, id: number): Promise<void> {
  const stored = await getImport(tenantId, id);
  if (!stored || !(await removeImport(tenantId, id, stored.record.accessKey))) throw new NotFound(NFE_MESSAGES.importNotFound);
}
