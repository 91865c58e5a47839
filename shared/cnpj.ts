/**
 * CNPJ (the company's tax id): 12 characters of root and branch, then 2 check digits. From July 2026 the
 * first 12 may be letters too (alphanumeric CNPJ); each character counts as its ASCII code − 48, so digits
 * weigh what they always did. Check digits: modulo 11 with weights 2..9 from the right, a rest below 2
 * giving 0.
 */
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Upper-case, without the mask's dots, slash and dash ("12.ABC.345/01DE-35" → "12ABC34501DE35"). */
export function normalizeCnpj(text: string): string {
  return text.replace(/[.\-/\s]/g, "").toUpperCase();
}

function checkDigit(characters: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = characters.length - 1; i >= 0; i--) {
    sum += (characters.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether a normalized CNPJ has its shape and both check digits (a run of one digit is refused). */
export function isValidCnpj(cnpj: string): boolean {
  if (!CNPJ_SHAPE.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12));
  const second = checkDigit(cnpj.slice(0, 12) + String(first));
  return cnpj.endsWith(`${first}${second}`);
}
