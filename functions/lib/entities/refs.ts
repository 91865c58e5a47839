import { fitsUnit, wholeUnitMessage } from "../../../shared/contracts/floor";
import { InvalidInput } from "../errors";
import { listGroups } from "./groups";
import { getProducts, type Product } from "./products";
import { getSuppliers, type Supplier } from "./suppliers";

/** Where in a batch a record points at another one: item index, wire field and the id it names. */
export interface Ref {
  index: number;
  field: string;
  id: number;
}

function firstMissing(refs: Ref[], found: Map<number, unknown>): Ref | undefined {
  return refs.find((ref) => !found.has(ref.id));
}

/**
 * The products a batch names, or a 400 naming the first item whose product is not registered:
 * checked before anything of the batch is written.
 */
export async function requireProducts(tenantId: string, refs: Ref[]): Promise<Map<number, Product>> {
  const products = await getProducts(tenantId, refs.map((ref) => ref.id));
  const missing = firstMissing(refs, products);
  if (missing) {
    throw new InvalidInput(`Item ${missing.index}: campo '${missing.field}' não corresponde a um produto cadastrado (${missing.id}).`);
  }
  return products;
}

/**
 * A 400 naming the first item whose quantity its product's unit does not take (a fraction of a whole unit),
 * with the rule and the message every path that takes a quantity uses (shared/contracts/floor.ts).
 */
export function requireUnitQuantities(rows: readonly { index: number; value: { productId: number; quantity: number } }[], products: Map<number, Product>): void {
  for (const { index, value } of rows) {
    const unit = products.get(value.productId)?.unit ?? "";
    if (!fitsUnit(value.quantity, unit)) throw new InvalidInput(`Item ${index}, campo 'quantity': ${wholeUnitMessage(unit)}`);
  }
}

export async function requireSuppliers(tenantId: string, refs: Ref[]): Promise<Map<number, Supplier>> {
  const suppliers = await getSuppliers(tenantId, refs.map((ref) => ref.id));
  const missing = firstMissing(refs, suppliers);
  if (missing) {
    throw new InvalidInput(`Item ${missing.index}: campo '${missing.field}' não corresponde a um fornecedor cadastrado (${missing.id}).`);
  }
  return suppliers;
}

/** Group names by id (a few hundred at most); unknown groups read as "". */
export async function groupNames(tenantId: string): Promise<Map<number, string>> {
  return new Map((await listGroups(tenantId)).map((group) => [group.id, group.name]));
}

/** A 400 for the first repeated key within a batch or within a record's children. */
export function requireUnique<T>(rows: T[], keyOf: (row: T) => string, message: (row: T, index: number) => string): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (seen.has(key)) throw new InvalidInput(message(row, index));
    seen.add(key);
  });
}
