import { mod11CheckDigit } from "../../../shared/check-digits";

/**
 * The NF-e access key: 44 characters = cUF (2) + AAMM (4) + issuer's CNPJ (14, its first 12 may be letters from
 * July 2026) + mod (2) + série (3) + nNF (9) + tpEmis (1) + cNF (8) + cDV (1). `infNFe/@Id` is "NFe" + the key.
 */

const KEY_PATTERN = /^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/;
const ID_PREFIX = "NFe";

/** The IBGE codes of the 27 units of the federation. */
const UF_CODES = new Set(["11", "12", "13", "14", "15", "16", "17", "21", "22", "23", "24", "25", "26", "27", "28", "29", "31", "32", "33", "35", "41", "42", "43", "50", "51", "52", "53"]);

export interface AccessKeyParts {
  uf: string;
  /** Year and month of issue, "AAMM". */
  yearMonth: string;
  /** The issuer's CNPJ, or "000" + its CPF. */
  issuerId: string;
  model: string;
  series: string;
  number: string;
  emissionType: string;
  randomCode: string;
  checkDigit: string;
}

/** The key an `infNFe/@Id` names: the text after "NFe" (or the Id itself when the prefix is missing). */
export function accessKeyOfId(id: string): string {
  return id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : id;
}

/** `@Id` is "NFe" + 44 characters: digits, except positions 7–18 which may be [0-9A-Z]. */
export function isWellFormedId(id: string): boolean {
  return id.startsWith(ID_PREFIX) && KEY_PATTERN.test(id.slice(ID_PREFIX.length));
}

export function isWellFormedAccessKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The module-11 digit of the first 43 characters (letters weigh their ASCII code − 48). */
export function accessKeyCheckDigit(key: string): number {
  return mod11CheckDigit(key.slice(0, 43));
}

export function hasValidCheckDigit(key: string): boolean {
  return isWellFormedAccessKey(key) && String(accessKeyCheckDigit(key)) === key.slice(43);
}

export function accessKeyParts(key: string): AccessKeyParts {
  return {
    uf: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    issuerId: key.slice(6, 20),
    model: key.slice(20, 22),
    series: key.slice(22, 25),
    number: key.slice(25, 34),
    emissionType: key.slice(34, 35),
    randomCode: key.slice(35, 43),
    checkDigit: key.slice(43, 44),
  };
}

/** What of the document the key must repeat (the `ide` fields, `emit/CNPJ` or `emit/CPF`). */
export interface KeyedFields {
  uf: string;
  issuedAt: string;
  issuerCnpj?: string;
  issuerCpf?: string;
  model: string;
  series: string;
  number: string;
  emissionType: string;
  randomCode: string;
  checkDigit: string;
}

/** Left-pads with zeros a numeric field of `ide` the way the key writes it. */
function padded(value: string, width: number): string {
  return value.padStart(width, "0");
}

/** The pt-BR names of the fields where a well-formed key and the document disagree (empty when they agree). */
export function keyMismatches(key: string, fields: KeyedFields): string[] {
  const parts = accessKeyParts(key);
  const mismatches: string[] = [];
  if (!UF_CODES.has(parts.uf)) mismatches.push(`código de UF ${parts.uf} inexistente`);
  else if (parts.uf !== fields.uf) mismatches.push("UF");
  // dhEmi is "AAAA-MM-DDThh:mm:ss±hh:mm": the key keeps "AAMM".
  if (parts.yearMonth !== fields.issuedAt.slice(2, 4) + fields.issuedAt.slice(5, 7)) mismatches.push("ano e mês de emissão");
  const issuerId = fields.issuerCnpj ?? (fields.issuerCpf === undefined ? "" : padded(fields.issuerCpf, 14));
  if (parts.issuerId !== issuerId) mismatches.push("CNPJ do emitente");
  if (parts.model !== fields.model) mismatches.push("modelo");
  if (parts.series !== padded(fields.series, 3)) mismatches.push("série");
  if (parts.number !== padded(fields.number, 9)) mismatches.push("número");
  if (parts.emissionType !== fields.emissionType) mismatches.push("tipo de emissão");
  if (parts.randomCode !== padded(fields.randomCode, 8)) mismatches.push("código numérico");
  return mismatches;
}
