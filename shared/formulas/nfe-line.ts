import { type Cents, divideRounded, fromCents, fromMilli, sumCents, toCents, toMilli, toScaledInteger } from "../money";

/**
 * The cost and the ICMS credit of one NF-e line (the field map of the NF-e import, §5 and §7):
 *
 *   line_cost   = vProd − vDesc + vFrete + vSeg + vOutro + vIPI + vICMSST + vFCPST − (indDeduzDeson = 1 ? vICMSDeson : 0)
 *   icms_credit = vICMS of a taxed ICMS group, vCredICMSSN of a Simples supplier's group with credit, else 0
 *
 * The cost keeps the supplier's own ICMS inside (DESIGN §7 treats unit cost as ICMS-inclusive); the credit is kept
 * beside it, never subtracted. Every amount is summed in whole cents, so the lines reconcile with the note's total.
 */

/** The money of a line as the note writes it (reais with 2 decimals); `icmsSt` is vICMSST + vFCPST. */
export interface NfeLineCharges {
  grossValue: number;
  discount: number;
  freight: number;
  insurance: number;
  otherCharges: number;
  ipi: number;
  icmsSt: number;
  /** vICMSDeson, only when the supplier deducted it from the price (indDeduzDeson = 1). */
  deductedIcmsRelief: number;
}

export function lineCostCents(line: NfeLineCharges): Cents {
  const added = sumCents([line.grossValue, line.freight, line.insurance, line.otherCharges, line.ipi, line.icmsSt].map(toCents));
  return added - toCents(line.discount) - toCents(line.deductedIcmsRelief);
}

export function lineCost(line: NfeLineCharges): number {
  return fromCents(lineCostCents(line));
}

/** The ICMS situation of a line, reduced to what the credit depends on. */
export type IcmsKind = "taxed" | "st" | "exempt" | "simples_credit" | "simples_no_credit" | "other";

/** What of a line's ICMS group the kind and the credit depend on. */
export interface IcmsGroupValues {
  /** The group's element name: "ICMS00", "ICMS70", "ICMSSN101"… */
  group: string;
  /** vICMS, vCredICMSSN and vICMSST + vFCPST of the group (0 when absent). */
  icms: number;
  simplesCredit: number;
  st: number;
}

const TAXED_GROUPS = new Set(["ICMS00", "ICMS20", "ICMS51"]);
/** The retailer is the substituted taxpayer: neither the supplier's ICMS nor the ST is credited. */
const ST_GROUPS = new Set(["ICMS10", "ICMS30", "ICMS60", "ICMS70", "ICMSPart", "ICMSST", "ICMSSN201", "ICMSSN202", "ICMSSN500"]);

/** §5's table: the kind of a line's ICMS group; "other" for fuels and groups this version does not know. */
export function icmsKindOf(values: IcmsGroupValues): IcmsKind {
  const { group } = values;
  if (TAXED_GROUPS.has(group)) return "taxed";
  if (ST_GROUPS.has(group)) return "st";
  if (group === "ICMS40") return "exempt";
  if (group === "ICMS90") return values.st > 0 ? "st" : "taxed";
  if (group === "ICMSSN101") return "simples_credit";
  if (group === "ICMSSN102") return "simples_no_credit";
  if (group === "ICMSSN900") {
    if (values.st > 0) return "st";
    return values.simplesCredit > 0 ? "simples_credit" : "simples_no_credit";
  }
  return "other";
}

/** The creditable ICMS of a line, in cents: 0 for ST, exempt, Simples without credit and unknown groups. */
export function icmsCreditCents(kind: IcmsKind, values: Pick<IcmsGroupValues, "icms" | "simplesCredit">): Cents {
  if (kind === "taxed") return toCents(values.icms);
  if (kind === "simples_credit") return toCents(values.simplesCredit);
  return 0;
}

/** Unit costs carry 4 decimals, stock quantities 3 (DESIGN §3). */
export const NFE_UNIT_COST_DECIMALS = 4;
export const NFE_STOCK_QUANTITY_DECIMALS = 3;
/** The note writes quantities with up to 4 decimals. */
const NOTE_QUANTITY_SCALE = 4;

/** amount (cents) ÷ quantity at `quantityScale` decimals, to 4 decimals, computed exactly. */
function unitCostOf(amountCents: Cents, quantity: number, quantityScale: number): number {
  const scaledQuantity = BigInt(toScaledInteger(quantity, quantityScale));
  if (scaledQuantity === 0n) return 0;
  // cents → 4 decimals is × 100; dividing by a quantity scaled by 10^q needs another × 10^q.
  const numerator = BigInt(amountCents) * 100n * 10n ** BigInt(quantityScale);
  return divideRounded(numerator, scaledQuantity) / 10 ** NFE_UNIT_COST_DECIMALS;
}

/** Entry unit cost: line_cost ÷ qCom, in the supplier's unit. */
export function entryUnitCost(lineCostReais: number, entryQuantity: number): number {
  return unitCostOf(toCents(lineCostReais), entryQuantity, NOTE_QUANTITY_SCALE);
}

/** Stock quantity: qCom × fraction (stock units per supplier unit), to 3 decimals. */
export function stockQuantity(entryQuantity: number, fraction: number): number {
  return fromMilli(toMilli(entryQuantity * fraction));
}

/** Stock unit cost: line_cost ÷ the stock quantity, to 4 decimals. */
export function stockUnitCost(lineCostReais: number, entryQuantity: number, fraction: number): number {
  return unitCostOf(toCents(lineCostReais), stockQuantity(entryQuantity, fraction), NFE_STOCK_QUANTITY_DECIMALS);
}

/** (line_cost − icms_credit) ÷ the stock quantity: the unit cost net of the credit, for analysis only. */
export function netStockUnitCost(lineCostReais: number, icmsCredit: number, entryQuantity: number, fraction: number): number {
  const netCents = toCents(lineCostReais) - toCents(icmsCredit);
  return unitCostOf(netCents, stockQuantity(entryQuantity, fraction), NFE_STOCK_QUANTITY_DECIMALS);
}
