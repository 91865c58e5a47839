import { isValidGtin } from "../../../shared/check-digits";
import { icmsCreditCents, icmsKindOf, lineCostCents } from "../../../shared/formulas/nfe-line";
import { fromCents, toCents } from "../../../shared/money";
import type { NoteLine } from "./document";
import { amount, attribute, child, childNames, has, text, type XmlElement } from "./xml";

/**
 * One `det` read into a line, with what the note's totals are checked against. Only the elements the import uses
 * are read; any other group inside `imposto` (the tax reform's IBSCBS and IS, for one) is listed, never an error.
 */

/** What `imposto` may hold that this version knows; anything else is reported as not read. */
const KNOWN_TAX_GROUPS = new Set(["vTotTrib", "ICMS", "IPI", "II", "PIS", "PISST", "COFINS", "COFINSST", "ISSQN", "ICMSUFDest", "impostoDevol"]);

/** Per-line values that only the totals check needs (in cents). */
export interface LineTotalsShare {
  countsInProducts: boolean;
  icmsBase: number;
  icms: number;
  icmsStBase: number;
  icmsSt: number;
  fcpSt: number;
}

export interface ReadLine {
  line: NoteLine;
  totals: LineTotalsShare;
  /** Children of `imposto` this version does not read. */
  unreadTaxGroups: string[];
  /** vProd ≠ qCom × vUnCom (or qTrib × vUnTrib) beyond a cent, or a quantity not above zero. */
  arithmetic: "ok" | "value" | "quantity";
  simplesCredit: number;
}

/** A cent of tolerance, as SEFAZ allows on rejections 629 and 630. */
const ARITHMETIC_TOLERANCE_CENTS = 1;

export function readLine(det: XmlElement): ReadLine {
  const prod = child(det, "prod");
  const imposto = child(det, "imposto");
  const icmsParent = child(imposto, "ICMS");
  const icmsGroup = childNames(icmsParent)[0] ?? "";
  const icms = child(icmsParent, icmsGroup);
  const ipi = child(child(imposto, "IPI"), "IPITrib");
  const groupValues = {
    group: icmsGroup,
    icms: amount(icms, "vICMS"),
    simplesCredit: amount(icms, "vCredICMSSN"),
    st: amount(icms, "vICMSST") + amount(icms, "vFCPST"),
  };
  const icmsKind = icmsKindOf(groupValues);
  const icmsRelief = amount(icms, "vICMSDeson");
  const charges = {
    grossValue: amount(prod, "vProd"),
    discount: amount(prod, "vDesc"),
    freight: amount(prod, "vFrete"),
    insurance: amount(prod, "vSeg"),
    otherCharges: amount(prod, "vOutro"),
    ipi: amount(ipi, "vIPI"),
    icmsSt: fromCents(toCents(amount(icms, "vICMSST")) + toCents(amount(icms, "vFCPST"))),
    deductedIcmsRelief: text(icms, "indDeduzDeson") === "1" ? icmsRelief : 0,
  };
  const cfop = text(prod, "CFOP");
  const quantity = amount(prod, "qCom");
  const taxQuantity = amount(prod, "qTrib");
  const orderReference = text(prod, "xPed");
  const orderItem = text(prod, "nItemPed");
  const gtin = [text(prod, "cEANTrib"), text(prod, "cEAN")].find(isValidGtin);
  const line: NoteLine = {
    number: Number(attribute(det, "nItem")),
    supplierCode: text(prod, "cProd"),
    description: text(prod, "xProd"),
    ...(gtin === undefined ? {} : { gtin }),
    ncm: text(prod, "NCM"),
    cfop,
    unit: text(prod, "uCom"),
    quantity,
    unitPrice: amount(prod, "vUnCom"),
    taxUnit: text(prod, "uTrib"),
    taxQuantity,
    ...charges,
    icmsGroup,
    icmsKind,
    lineCost: fromCents(lineCostCents(charges)),
    icmsCredit: fromCents(icmsCreditCents(icmsKind, groupValues)),
    bonus: cfop.endsWith("910"),
    ...(orderReference ? { orderReference } : {}),
    ...(orderItem ? { orderItem } : {}),
  };
  return {
    line,
    totals: {
      countsInProducts: text(prod, "indTot") !== "0",
      icmsBase: toCents(amount(icms, "vBC")),
      icms: toCents(groupValues.icms),
      icmsStBase: toCents(amount(icms, "vBCST")),
      icmsSt: toCents(amount(icms, "vICMSST")),
      fcpSt: toCents(amount(icms, "vFCPST")),
    },
    unreadTaxGroups: childNames(imposto).filter((name) => !KNOWN_TAX_GROUPS.has(name)),
    arithmetic: arithmeticOf(prod, quantity, taxQuantity),
    simplesCredit: groupValues.simplesCredit,
  };
}

function arithmeticOf(prod: XmlElement | undefined, quantity: number, taxQuantity: number): ReadLine["arithmetic"] {
  if (quantity <= 0 || (has(prod, "qTrib") && taxQuantity <= 0)) return "quantity";
  const gross = toCents(amount(prod, "vProd"));
  const commercial = toCents(quantity * amount(prod, "vUnCom"));
  const taxed = has(prod, "vUnTrib") ? toCents(taxQuantity * amount(prod, "vUnTrib")) : gross;
  const off = Math.max(Math.abs(gross - commercial), Math.abs(gross - taxed));
  return off > ARITHMETIC_TOLERANCE_CENTS ? "value" : "ok";
}

/** CFOPs of a purchase: sales (x101–x125), sales under ST (x401–x405), fuel sales (x651–x656), bonificação (x910). */
export function isPurchaseCfop(cfop: string): boolean {
  if (!/^[5-7]\d{3}$/.test(cfop)) return false;
  const operation = Number(cfop.slice(1));
  return (operation >= 101 && operation <= 125) || (operation >= 401 && operation <= 405) || (operation >= 651 && operation <= 656) || operation === 910;
}
