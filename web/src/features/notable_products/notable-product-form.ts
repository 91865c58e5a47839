import {
  DESIRED_MARGIN_DECIMALS,
  type FbProduct,
  type NotableProductForm,
  notableProductFormSchema,
} from "../../../../shared/contracts/notable-products";
import { formatPercent } from "../../../../shared/format";
import { fieldMessages } from "../../app/field-messages";
import { parseDecimalInput } from "../../lists/filter-values";

/** The notable product dialog's fields as typed (spec §5 new notable product). */
export interface NotableFields {
  product: FbProduct | null;
  /** Percent as typed the pt-BR way ("25,5"). */
  desiredMargin: string;
}

export type NotableFieldErrors = Partial<Record<"product" | "desiredMargin", string>>;

/** Percent with 2 decimals; empty (or not a number) becomes 0, which the rule refuses. */
export function parseDesiredMargin(text: string): number {
  return parseDecimalInput(text, DESIRED_MARGIN_DECIMALS) ?? 0;
}

/** The margin as the field shows it: "25,46%". */
export function formatDesiredMargin(margin: number): string {
  return formatPercent(margin);
}

const FIELD_OF_WIRE: Record<keyof NotableProductForm, keyof NotableFieldErrors> = {
  product_id: "product",
  desired_margin: "desiredMargin",
};

function fieldOfWire(path: readonly PropertyKey[]): keyof NotableFieldErrors | undefined {
  return Object.hasOwn(FIELD_OF_WIRE, path[0] ?? "") ? FIELD_OF_WIRE[path[0] as keyof NotableProductForm] : undefined;
}

/** The spec §5 rules, with the schema the server applies: the body to send, or each field's message. */
export function validateNotable(fields: NotableFields): { ok: true; value: NotableProductForm } | { ok: false; errors: NotableFieldErrors } {
  const result = notableProductFormSchema.safeParse({
    product_id: fields.product?.id ?? 0,
    desired_margin: parseDesiredMargin(fields.desiredMargin),
  });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldMessages(result.error, fieldOfWire) };
}
