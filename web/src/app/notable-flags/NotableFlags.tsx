import "./notable-flags.css";
import { type ComponentType, createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { NotableFlagButton } from "./NotableFlagButton";
import { NotableProduct } from "./NotableProduct";

/** A product row that can carry the notable flag (notable products, and product lists elsewhere). */
export interface FlaggableProduct {
  productId: number;
  product: string;
  notable: boolean;
  /** The notable record's version as read, when the row carries it (the notable products list). */
  version?: number;
}

export type NotableToggle = (row: FlaggableProduct) => void;

/** What the notable products area mounts inside a NotableFlagsProvider: the dialogs a toggle opens. */
export interface NotableToggleHostProps {
  /** Hands over the toggle once the dialogs are ready. */
  register: (toggle: NotableToggle) => void;
  /** After a change: the product's id and whether it is notable now. */
  onChanged: (productId: number, notable: boolean) => void;
}

type ToggleHostModule = { NotableToggleHost: ComponentType<NotableToggleHostProps> };
let toggleHostLoader: (() => Promise<ToggleHostModule>) | undefined;

/**
 * The dialogs (creation with its product picker, removal) belong to the notable products area, which the app's
 * entry names here (the app imports no area); they load with the first list that shows flags, not with the app.
 */
export function provideNotableToggleHost(load: () => Promise<ToggleHostModule>): void {
  toggleHostLoader = load;
}

const NO_HOST: ToggleHostModule = { NotableToggleHost: () => null };
const loadToggleHost = (): Promise<ToggleHostModule> => toggleHostLoader?.() ?? Promise.resolve(NO_HOST);
const NotableToggleHost = lazy(() => loadToggleHost().then((module) => ({ default: module.NotableToggleHost })));

interface NotableFlags {
  /** Whether the product is notable now: a flag changed on this screen wins over the loaded row. */
  isNotable: (row: FlaggableProduct) => boolean;
  toggle: NotableToggle;
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
  const hostToggle = useRef<NotableToggle | null>(null);
  // The dialogs mount with the first flag clicked, not with the list: mounted, they cost a phone a layout of the
  // whole page before the list's first rows are painted.
  const [hostWanted, setHostWanted] = useState(false);
  // A flag clicked before the dialogs finished loading opens once they are there.
  const waiting = useRef<FlaggableProduct | null>(null);
  const register = useCallback((toggle: NotableToggle) => {
    hostToggle.current = toggle;
    if (waiting.current) toggle(waiting.current);
    waiting.current = null;
  }, []);
  useEffect(() => {
    void loadToggleHost();
  }, []);
  const value = useMemo<NotableFlags>(
    () => ({
      isNotable: (row) => changed.get(row.productId) ?? row.notable,
      toggle: (row) => {
        const current = { ...row, notable: changed.get(row.productId) ?? row.notable };
        if (hostToggle.current) hostToggle.current(current);
        else {
          waiting.current = current;
          setHostWanted(true);
        }
      },
    }),
    [changed],
  );
  return (
    <NotableFlagsContext.Provider value={value}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <NotableToggleHost register={register} onChanged={remember} />
        </Suspense>
      )}
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
