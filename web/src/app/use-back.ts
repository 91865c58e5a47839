import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

/** The list's back button: the previous page of this app when there is one, otherwise `fallback`. */
export function useBack(fallback: string): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else void navigate({ to: fallback });
  }, [canGoBack, router, navigate, fallback]);
}
