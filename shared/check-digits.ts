/**
 * Check digits of Brazilian tax ids and of GTIN barcodes. The module-11 rule serves the NF-e access key and the
 * CNPJ alike; from July 2026 a CNPJ may carry letters in its first 12 positions, and every character then weighs
 * its ASCII code minus 48 (so digits keep their value).
 */

/** Weights 2..9 from the rightmost character, repeating; remainder 0 or 1 gives 0, otherwise 11 − remainder. */
export function mod11CheckDigit(characters: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = characters.length - 1; index >= 0; index--) {
    sum += (characters.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CNPJ_PATTERN = /^[0-9A-Z]{12}[0-9]{2}$/;

/** A CNPJ of 14 characters (numeric, or alphanumeric in its first 12) whose two check digits hold. */
export function isValidCnpj(cnpj: string): boolean {
  if (!CNPJ_PATTERN.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = mod11CheckDigit(cnpj.slice(0, 12));
  const second = mod11CheckDigit(cnpj.slice(0, 12) + first);
  return cnpj.endsWith(`${first}${second}`);
}

/** The CPF's check digits use weights 2..11, not the cycling 2..9 of the CNPJ. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += Number(digits[index]) * (digits.length + 1 - index);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** An 11-digit CPF whose two check digits hold. */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  const second = cpfCheckDigit(cpf.slice(0, 9) + first);
  return cpf.endsWith(`${first}${second}`);
}

/**
 * A GTIN-8, 12, 13 or 14 whose GS1 check digit holds (weights 3 and 1 alternating from the right). 'SEM GTIN',
 * empty text and all-zero codes are never valid: matching a product on them would join unrelated goods.
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code) || /^0+$/.test(code)) return false;
  let sum = 0;
  for (let index = code.length - 2, weight = 3; index >= 0; index--, weight = 4 - weight) sum += Number(code[index]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** 12345678909 → 123.456.789-09 (as written, when it is not 11 digits). */
export function formatCpf(cpf: string): string {
  return cpf.length === 11 ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf;
}
