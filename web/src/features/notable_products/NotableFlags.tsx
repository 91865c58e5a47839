import "./notable-products.css";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { NotableFlagButton } from "./NotableFlagButton";
import { NotableProduct } from "./NotableProduct";
import { type FlaggableProduct, useNotableToggle } from "./use-notable-toggle";

interface NotableFlags {
  /** Whether the product is notable now: a flag changed on this screen wins over the loaded row. */
  isNotable: (row: FlaggableProduct) => boolean;
  toggle: (row: FlaggableProduct) => void;
}

const NotableFlagsContext = createContext<NotableFlags | null>(null);

/**
 * Makes the product cells inside it flag buttons (spec §2.11 "a flag button on product rows toggles"):
 * unflagged opens the creation dialog, flagged asks for the removal confirmation. The rows keep what
 * was loaded; the change shows at once in every row of that product.
 */
export function NotableFlagsProvider({ children }: { children: ReactNode }) {
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const remember = useCallback((productId: number, notable: boolean) => {
    setChanged((previous) => new Map(previous).set(productId, notable));
  }, []);
  const { toggle, dialogs } = useNotableToggle(remember);
  const value = useMemo<NotableFlags>(
    () => ({
      isNotable: (row) => changed.get(row.productId) ?? row.notable,
      toggle: (row) => toggle({ ...row, notable: changed.get(row.productId) ?? row.notable }),
    }),
    [changed, toggle],
  );
  return (
    <NotableFlagsContext.Provider value={value}>
      {children}
      {dialogs}
    </NotableFlagsContext.Provider>
  );
}

/** A product row's name with its flag; outside a NotableFlagsProvider, with the notable star only. */
export function NotableProductFlag(row: FlaggableProduct) {
  const flags = useContext(NotableFlagsContext);
  if (!flags) return <NotableProduct product={row.product} notable={row.notable} />;
  return (
    <span className="notable-product-cell">
      <NotableFlagButton flagged={flags.isNotable(row)} onClick={() => flags.toggle(row)} />
      <span>{row.product}</span>
    </span>
  );
}

/** The list cell of a product column whose rows carry product_id, product and notable (spec §3). */
export function notableFlagCell(row: { product_id: number; product: string; notable: boolean }) {
  return <NotableProductFlag productId={row.product_id} product={row.product} notable={row.notable} />;
}
