import { useSyncExternalStore } from "react";

/** Narrow-screen breakpoints of spec §9, in CSS pixels. */
export const BREAKPOINTS = {
  /** Below this, pagination turns compact and the totals bar scrolls. */
  compact: 640,
  /** Below this (phones), rows are dense and no column is locked. */
  phone: 480,
  /** From this width up, the first column(s) are locked by default. */
  lockColumns: 895,
} as const;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function width(): number {
  return window.innerWidth;
}

function serverWidth(): number {
  return 1024;
}

/** The viewport width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, serverWidth);
}

export interface ScreenLayout {
  compactPagination: boolean;
  dense: boolean;
  lockByDefault: boolean;
}

export function layoutFor(viewportWidth: number): ScreenLayout {
  return {
    compactPagination: viewportWidth < BREAKPOINTS.compact,
    dense: viewportWidth < BREAKPOINTS.phone,
    lockByDefault: viewportWidth >= BREAKPOINTS.lockColumns,
  };
}
