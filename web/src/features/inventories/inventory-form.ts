import { type CreateInventoryBody, createInventoryBodySchema, type InventoryPeriod } from "../../../../shared/contracts/inventories";
import { todayInSaoPaulo } from "../../../../shared/dates";
import { fieldMessages } from "../../app/field-messages";

/** The Novo Inventário dialog's fields as typed (spec §5 create inventory). */
export interface InventoryFields {
  year: string;
  period: InventoryPeriod | "";
}

export type InventoryFieldErrors = Partial<Record<keyof InventoryFields, string>>;

/** The year a new inventory may reach: the current one in São Paulo. */
export function currentYear(now: Date = new Date()): number {
  return Number(todayInSaoPaulo(now).slice(0, 4));
}

/** A new inventory starts at the current year; the period is the user's choice. */
export function newInventoryFields(now: Date = new Date()): InventoryFields {
  return { year: String(currentYear(now)), period: "" };
}

/** Digits only; anything else (empty, "2025a", "20,25") is not a year and gets the field's message. */
function typedYear(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const FIELDS: readonly (keyof InventoryFields)[] = ["year", "period"];

/** The spec §5 rules, with the schema the server applies: the body to send, or each field's message. */
export function validateInventory(
  fields: InventoryFields,
  now: Date = new Date(),
): { ok: true; value: CreateInventoryBody } | { ok: false; errors: InventoryFieldErrors } {
  const result = createInventoryBodySchema(currentYear(now)).safeParse({ year: typedYear(fields.year), period: fields.period });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldMessages(result.error, FIELDS) };
}
