import { useEffect, useState } from "react";
import type { PricingRow } from "../../../../shared/contracts/pricing";
import { fetchPricingGroups } from "./api";

export type PricingState = { loaded: false } | { loaded: true; pricing: PricingRow | null };

/**
 * The pricing a screen under /pricing/:id is about (its status decides whether its lists exist, its period
 * names it in the breadcrumb, its margins draw the chart's cutoffs), from its read (the route starts it on
 * each entry). Null when it is not found. While a new read of the same pricing is on its way (another class
 * picked in the breadcrumb), the last one stands, so the list does not wait for it.
 */
export function usePricing(id: number, read: Promise<PricingRow | null>): PricingState {
  const [state, setState] = useState<{ id: number; pricing: PricingRow | null } | null>(null);
  useEffect(() => {
    let current = true;
    void read.then((pricing) => {
      if (current) setState({ id, pricing });
    });
    return () => {
      current = false;
    };
  }, [id, read]);
  return state?.id === id ? { loaded: true, pricing: state.pricing } : { loaded: false };
}

export interface PricingGroupRef {
  id: number;
  name: string;
}

export type PricingGroupState = { loaded: false } | { loaded: true; group: PricingGroupRef | null };

/**
 * The group a product list of the pricing is about (its name titles the list and names a failed load), read
 * once the pricing's lists exist (`readable`). Null when the pricing has no such group.
 */
export function usePricingGroup(pricingId: number, groupId: number, readable: boolean): PricingGroupState {
  const key = `${pricingId}/${groupId}`;
  const [state, setState] = useState<{ key: string; group: PricingGroupRef | null } | null>(null);
  useEffect(() => {
    if (!readable) return;
    let current = true;
    void fetchPricingGroups(pricingId).then((rows) => {
      const row = rows.find((group) => group.group_id === groupId);
      if (current) setState({ key: `${pricingId}/${groupId}`, group: row ? { id: row.group_id, name: row.group_name } : null });
    });
    return () => {
      current = false;
    };
  }, [pricingId, groupId, readable]);
  return state?.key === key ? { loaded: true, group: state.group } : { loaded: false };
}

/**
 * The loader of a pricing's list until the pricing (and group) are known to have rows to read: it never
 * answers, so the list shows loading rather than an empty table (the 409 of a pricing not classified is never asked for).
 */
export function notYet<T>(): Promise<readonly T[]> {
  return new Promise(() => {});
}
