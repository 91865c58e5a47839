/** Dates as people type them (dd/mm/yyyy, dd/mm/yy or yyyy-mm-dd), kept as YYYY-MM-DD: date fields and list filters. */

export const INVALID_DATE_TEXT = "Data inválida";
export const DATE_HINT = "dd/mm/aaaa";

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "07/03/2025", "7/3/25" or "2025-03-07" -> "2025-03-07"; null when not a real day. */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  const br = BR_DATE.exec(trimmed);
  if (br) {
    const [, day, month, year] = br;
    const fullYear = year?.length === 2 ? 2000 + Number(year) : Number(year);
    return isoDay(fullYear, Number(month), Number(day));
  }
  const iso = ISO_DATE.exec(trimmed);
  if (iso) {
    const [, year, month, day] = iso;
    return isoDay(Number(year), Number(month), Number(day));
  }
  return null;
}

/** "2025-03-07" -> "07/03/2025" (the filter token as the user reads it). */
export function formatIsoDay(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
