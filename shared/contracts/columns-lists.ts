import { type ColumnsPayload, decodeColumns, type ListColumns } from "../wire/columns";
import { INVENTORY_PRODUCT_COLUMNS, MISSING_PRODUCT_COLUMNS, STOCK_TAKING_COLUMNS } from "./inventories-columns";
import { PRICING_PRODUCT_COLUMNS } from "./pricing-columns";
import { PRODUCT_SALES_COLUMNS } from "./sales-columns";

/**
 * The lists that travel in columns when the client asks (COLUMNS_MEDIA_TYPE), by the name their payload
 * carries: the API client decodes any of them back into the contract's rows.
 */

/** The Accept media type that asks a long list's route for the compact form; without it every route answers plain JSON. */
export const COLUMNS_MEDIA_TYPE = "application/vnd.backoffice.columns+json";

// biome-ignore lint/suspicious/noExplicitAny: a registry of specs of different rows and bases.
const LISTS: readonly ListColumns<any, any>[] = [PRICING_PRODUCT_COLUMNS, PRODUCT_SALES_COLUMNS, STOCK_TAKING_COLUMNS, INVENTORY_PRODUCT_COLUMNS, MISSING_PRODUCT_COLUMNS];

const BY_NAME = new Map(LISTS.map((spec) => [spec.list, spec]));

/** The rows of a compact answer; throws on a list this build does not know. */
export function decodeListPayload(payload: ColumnsPayload): unknown[] {
  const spec = BY_NAME.get(payload.list);
  if (!spec) throw new Error(`Lista em colunas desconhecida: ${payload.list}`);
  return decodeColumns(spec, payload);
}
