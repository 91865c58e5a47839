import type { IcmsKind, NfeLineCharges } from "../../../shared/formulas/nfe-line";

/**
 * What the import reads from one NF-e file (layout 4.00, see functions/nfe_imports/README.md): the header, the
 * lines with their cost and ICMS credit already derived (shared/formulas/nfe-line.ts), and every problem found
 * in the file alone. The stored side (matching, review, confirmation) works only from this, never from the XML.
 *
 * Money is in reais with 2 decimals (computed in whole cents), quantities as written in the note (up to 4
 * decimals), unit prices up to 10 decimals.
 */

/** How a problem weighs: a block refuses the file; a warning is shown and confirmed; info is shown. */
export type ProblemLevel = "block" | "warn" | "info";

/** One finding of VALIDATION.md's table, with its pt-BR message; `line` when it is about one `det`. */
export interface NoteProblem {
  /**
   * Stable code. Blocks: "not_xml" (also too large, not UTF-8, DOCTYPE), "not_nfe", "model", "layout", "no_protocol",
   * "protocol", "homologation", "key_malformed", "key_check_digit", "key_mismatch", "cancelled", "tenant_cnpj_missing",
   * "own_note", "recipient", "not_purchase", "emitter_id", "totals". Warnings: "key_check_digit_field" (ide/cDV
   * differs from a sound key), "signature", "signature_missing", "cfop", "line_arithmetic", "simples_credit_text",
   * "future_date". Notices: "bonus", "no_payment", "unread_tax_groups".
   */
  code: string;
  level: ProblemLevel;
  message: string;
  line?: number;
}

export type { IcmsKind };

/**
 * Its charges (NfeLineCharges: `vProd`, `vDesc`, `vFrete`, `vSeg`, `vOutro`, `vIPI`, `vICMSST` + `vFCPST`,
 * `vICMSDeson` when deducted) are the ones its cost is computed from.
 */
export interface NoteLine extends NfeLineCharges {
  /** `det/@nItem`, 1..990. */
  number: number;
  /** `prod/cProd`, the supplier's code. */
  supplierCode: string;
  description: string;
  /** A GTIN with a valid check digit, `cEANTrib` first then `cEAN`; undefined for 'SEM GTIN', empty or invalid. */
  gtin?: string;
  ncm: string;
  cfop: string;
  /** `uCom`, `qCom`, `vUnCom`. */
  unit: string;
  quantity: number;
  unitPrice: number;
  /** `uTrib`, `qTrib`. */
  taxUnit: string;
  taxQuantity: number;
  /** The ICMS group's element name (e.g. "ICMS00", "ICMSSN101") and what the credit depends on. */
  icmsGroup: string;
  icmsKind: IcmsKind;
  /** FIELDS.md §7: line cost and the creditable ICMS, in reais with 2 decimals. */
  lineCost: number;
  icmsCredit: number;
  /** CFOP x910: free goods. */
  bonus: boolean;
  /** `prod/xPed`, `prod/nItemPed` when the supplier filled them. */
  orderReference?: string;
  orderItem?: string;
}

export interface NoteTotals {
  /** `ICMSTot/vProd`, `vDesc`, `vFrete`, `vSeg`, `vOutro`, `vIPI`, `vST`, `vICMS`, `vNF`. */
  products: number;
  discount: number;
  freight: number;
  insurance: number;
  otherCharges: number;
  ipi: number;
  icmsSt: number;
  icms: number;
  note: number;
}

export interface NoteDocument {
  /** The 44-character access key (without "NFe"). */
  accessKey: string;
  model: string;
  series: string;
  number: string;
  /** `dhEmi` as written, and its local date (YYYY-MM-DD, from the offset). */
  issuedAt: string;
  issueDate: string;
  operation: string;
  /** `emit`: `cnpj` holds `emit/CPF` for a rural producer; `regime` is `CRT` (1 Simples … 3 regime normal, 4 MEI). */
  supplier: { cnpj: string; name: string; tradeName?: string; stateRegistration?: string; regime?: string; uf?: string };
  /** `dest/CNPJ`, or the CPF or foreign id when that is what the note names. */
  recipient: { cnpj?: string; cpf?: string; foreignId?: string; name?: string };
  /** `compra/xPed`, else the first line's `xPed`. */
  orderReference?: string;
  lines: NoteLine[];
  totals: NoteTotals;
  /** Sum of the lines' costs and credits (equal to the totals to the cent on a valid note). */
  totalCost: number;
  icmsCredit: number;
  /** The protocol's authorisation (`infProt/nProt`, `dhRecbto`). */
  protocol?: { number: string; receivedAt: string; status: string };
  /** A cancellation event for this key found in the same file. */
  cancelledAt?: string;
}

/** The reading of one file: the document when the file is an NF-e at all, and every problem found. */
export interface NoteReading {
  file: string;
  document?: NoteDocument;
  problems: NoteProblem[];
}

export type ImportableReading = NoteReading & { document: NoteDocument };

/** Whether the reading can go on to matching: a document and no blocking problem. */
export function isImportable(reading: NoteReading): reading is ImportableReading {
  return reading.document !== undefined && !reading.problems.some((problem) => problem.level === "block");
}
