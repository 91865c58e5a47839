import { useEffect, useState } from "react";
import type { InventoryRow } from "../../../../shared/contracts/inventories";
import { fetchInventory } from "./api";

export type InventoryState = { loaded: false } | { loaded: true; inventory: InventoryRow | null };

/** The inventory a screen under /inventories/:id is about (its status decides what the screen offers). */
export function useInventory(id: number): InventoryState {
  const [state, setState] = useState<{ id: number; inventory: InventoryRow | null } | null>(null);
  useEffect(() => {
    let current = true;
    void fetchInventory(id).then((inventory) => {
      if (current) setState({ id, inventory });
    });
    return () => {
      current = false;
    };
  }, [id]);
  return state?.id === id ? { loaded: true, inventory: state.inventory } : { loaded: false };
}
