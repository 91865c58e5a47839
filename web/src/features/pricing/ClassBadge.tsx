import { PRODUCT_CLASS_LABELS } from "../../../../shared/contracts/pricing";
import type { ProductClass } from "../../../../shared/formulas/abc";
import type { StatusOption } from "../../lists";
import { CellContent } from "../../lists/CellContent";
import type { StatusColumn } from "../../lists/types";

/** Spec §4: class A in green, B in amber, C in red; any other value shows 'Erro' (the list kit's unknown status). */
export const PRODUCT_CLASS_OPTIONS: Readonly<Record<ProductClass, StatusOption>> = {
  a: { label: PRODUCT_CLASS_LABELS.a, tone: "success" },
  b: { label: PRODUCT_CLASS_LABELS.b, tone: "warning" },
  c: { label: PRODUCT_CLASS_LABELS.c, tone: "danger" },
};

/** The class column of a list whose rows carry `class`: the same badge as `ClassBadge`. */
export function productClassColumn<T extends { class: string }>(header = "Classe"): StatusColumn<T> {
  return { id: "class", header, type: "status", display: "badge", options: PRODUCT_CLASS_OPTIONS };
}

const BADGE_COLUMN = productClassColumn<{ class: string }>();

/** A product's ABC class as a coloured badge, outside a list (a list uses `productClassColumn`). */
export function ClassBadge({ productClass }: { productClass: string }) {
  return <CellContent column={BADGE_COLUMN} item={{ class: productClass }} align="start" />;
}
