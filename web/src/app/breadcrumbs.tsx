import { useRouterState } from "@tanstack/react-router";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { sectionForPath } from "./sections";

/** One step of the trail after the section: a link, an action (sales filter dialogs) or the current page. */
export interface Crumb {
  text: string;
  href?: string;
  onFollow?: () => void;
  /** The last step may offer its siblings (spec §2.9: a product list switches class from its breadcrumb). */
  menu?: CrumbMenu;
}

/** A menu beside the trail's last step: the pages the user may switch to from it. */
export interface CrumbMenu {
  ariaLabel: string;
  items: readonly CrumbMenuItem[];
}

export interface CrumbMenuItem {
  id: string;
  text: string;
  href: string;
  /** The page shown now (checked in the menu). */
  current?: boolean;
}

function sameMenu(a: CrumbMenu | undefined, b: CrumbMenu | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.ariaLabel === b.ariaLabel &&
    a.items.length === b.items.length &&
    a.items.every((item, index) => {
      const other = b.items[index];
      return other !== undefined && item.id === other.id && item.text === other.text && item.href === other.href && !item.current === !other.current;
    })
  );
}

interface BreadcrumbContextValue {
  trail: readonly Crumb[];
  setTrail: (trail: readonly Crumb[]) => void;
  /** Runs the latest onFollow of the page's crumb at this position. */
  follow: (index: number) => boolean;
}

const BreadcrumbContext = createContext<BreadcrumbContextValue | null>(null);

function sameCrumbs(a: readonly Crumb[], b: readonly Crumb[]): boolean {
  return (
    a.length === b.length &&
    a.every((crumb, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        crumb.text === other.text &&
        crumb.href === other.href &&
        !crumb.onFollow === !other.onFollow &&
        sameMenu(crumb.menu, other.menu)
      );
    })
  );
}

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [trail, setTrailState] = useState<readonly Crumb[]>([]);
  const latest = useRef<readonly Crumb[]>([]);
  const setTrail = useCallback((next: readonly Crumb[]) => {
    latest.current = next;
    setTrailState((previous) => (sameCrumbs(previous, next) ? previous : next));
  }, []);
  const follow = useCallback((index: number) => {
    const onFollow = latest.current[index]?.onFollow;
    if (!onFollow) return false;
    onFollow();
    return true;
  }, []);
  const value = useMemo(() => ({ trail, setTrail, follow }), [trail, setTrail, follow]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
}

/**
 * A page declares its trail after the section label (the shell adds the section from the path). An empty
 * trail resets it, as the dashboard does.
 */
export function usePageBreadcrumbs(trail: readonly Crumb[]): void {
  const setTrail = useContext(BreadcrumbContext)?.setTrail;
  useEffect(() => {
    setTrail?.(trail);
  }, [setTrail, trail]);
}

export interface TrailItem {
  text: string;
  href: string;
  /** Position in the page's trail, or -1 for the section crumb. */
  pageIndex: number;
}

/**
 * The whole trail shown in the header: section label first (except on the dashboard), then the page's; and
 * the menu of its last step, if it has one.
 */
export function useBreadcrumbTrail(): { items: TrailItem[]; follow: (index: number) => boolean; menu: CrumbMenu | undefined } {
  const context = useContext(BreadcrumbContext);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionForPath(pathname);
  const trail = context?.trail ?? [];
  const items: TrailItem[] = [];
  if (section && section.id !== "dashboard") items.push({ text: section.label, href: section.href, pageIndex: -1 });
  trail.forEach((crumb, index) => {
    items.push({ text: crumb.text, href: crumb.href ?? "#", pageIndex: index });
  });
  return { items, follow: context?.follow ?? (() => false), menu: trail.at(-1)?.menu };
}
