import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { RELOAD_DELAY_MS } from "./use-list-loader";

/**
 * For screens that load through their route's loader: reloads the page's data RELOAD_DELAY_MS after a change
 * (spec §7, §9), by invalidating the router's matches. The rows on screen stay until the new answer arrives.
 */
export function useReloadSoon(): () => void {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void router.invalidate(), RELOAD_DELAY_MS);
  }, [router]);
}
