import { isValidGtin } from "../../../shared/check-digits";

/** EAN-13 check digit of the first 12 digits (weights 1, 3 alternating from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-13 with its check digit right (the rule the NF-e import matches GTINs by). */
export function isValidEan13(barcode: string): boolean {
  return barcode.length === 13 && isValidGtin(barcode);
}

/** A Brazilian (789) EAN-13: company prefix of 4 digits, item reference of 5, check digit. */
export function brazilianEan13(company: number, item: number): string {
  const first12 = `789${String(company % 10_000).padStart(4, "0")}${String(item % 100_000).padStart(5, "0")}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
