import {
  PRICING_CLASS_VIEW_LABELS,
  PRICING_CLASS_VIEWS,
  type PricingClassView,
  type PricingNotableLossRow,
  type PricingRow,
} from "../../../../shared/contracts/pricing";
import type { CrumbMenuItem } from "../../app/breadcrumbs";

/**
 * Which options the pricing screens offer (spec §4, DESIGN §6): the row menus and the header buttons ask
 * these; the server enforces the same rules and answers a refusal with its reason.
 */

type PricingState = Pick<PricingRow, "status" | "classification" | "apply_progress">;

/** A classification run that is still going (the list shows it on the row and polls until it ends). */
export function isClassifying(pricing: Pick<PricingRow, "classification">): boolean {
  return pricing.classification?.status === "running";
}

/** A created pricing whose classification failed: the row says why. */
export function classificationFailed(pricing: Pick<PricingRow, "status" | "classification">): boolean {
  return pricing.status === "created" && pricing.classification?.status === "failed";
}

/** An apply that went through part of the products (it goes on, or was cut off and is applied again). */
export function isApplying(pricing: Pick<PricingRow, "status" | "apply_progress">): boolean {
  return pricing.status === "classified" && pricing.apply_progress !== null;
}

/** Spec §4: products, groups and notable loss exist once classified (then applied too). */
export function canViewResults(pricing: Pick<PricingRow, "status">): boolean {
  return pricing.status === "classified" || pricing.status === "applied";
}

/** Spec §4: reclassify only a classified pricing; an apply under way refuses it. */
export function canReclassify(pricing: PricingState): boolean {
  return pricing.status === "classified" && !isApplying(pricing);
}

/** Issue 16: apply only a classified pricing (an apply cut off halfway is applied again from where it stopped). */
export function canApply(pricing: Pick<PricingRow, "status">): boolean {
  return pricing.status === "classified";
}

/** Spec §4/§5: a notable-loss price is edited only while the pricing is classified, before an apply starts. */
export function canEditNewPrice(pricing: PricingState): boolean {
  return pricing.status === "classified" && !isApplying(pricing);
}

/** A notable-loss row whose new price leaves the product below its desired margin (the list warns). */
export function isBelowDesiredAtNewPrice(row: Pick<PricingNotableLossRow, "new_margin" | "desired_margin">): boolean {
  return row.new_margin < row.desired_margin;
}

// ---------------------------------------------------------------------------------------------------------
// Groups and products: where each list is, and the product lists' class switch (spec §2.9)

/** /pricing/3/b_class, or a group's: /pricing/3/12/b_class. */
export function productsPath(pricingId: number, view: PricingClassView, groupId?: number): string {
  return groupId === undefined ? `/pricing/${pricingId}/${view}` : `/pricing/${pricingId}/${groupId}/${view}`;
}

export function groupsPath(pricingId: number): string {
  return `/pricing/${pricingId}/groups`;
}

/** Spec §2.9 'Product lists have a breadcrumb menu to switch class': every view of the same products, this one checked. */
export function classSwitchItems(pricingId: number, current: PricingClassView, groupId?: number): CrumbMenuItem[] {
  return PRICING_CLASS_VIEWS.map((view) => ({
    id: view,
    text: PRICING_CLASS_VIEW_LABELS[view],
    href: productsPath(pricingId, view, groupId),
    current: view === current,
  }));
}
