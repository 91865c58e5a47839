import { useRouterState } from "@tanstack/react-router";

/**
 * A thin bar over the page while the router loads the next screen or the same screen with other filters (a
 * period, a status in the URL): the rows on screen stay until the new ones arrive (router.tsx), and this says
 * they are being replaced. The router's pending page takes over only after a second.
 */
export function RouteLoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === "pending" });
  if (!loading) return null;
  return <div className="app-route-loading" role="progressbar" aria-label="Carregando" aria-busy="true" />;
}
