// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useLoaderData } from "@tanstack/react-router";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { useMountedRoot } from "./support/mounted-root";
import * as z from "zod";
import { RouteLoadingBar } from "../../web/src/app/RouteLoadingBar";

/** A list screen whose rows depend on a filter in the URL, its reads released by the test one by one. */
function listScreen() {
  const reads: Array<{ status: string; answer: (rows: string[]) => void }> = [];
  const root = createRootRoute({
    component: () => (
      <>
        <RouteLoadingBar />
        <Outlet />
      </>
    ),
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: "/",
    validateSearch: z.object({ status: z.string().catch("open") }),
    loaderDeps: ({ search }) => ({ status: search.status }),
    loader: ({ deps }) => new Promise<string[]>((resolve) => reads.push({ status: deps.status, answer: resolve })),
    component: function List() {
      const rows = useLoaderData({ strict: false }) as string[];
      return (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: ["/?status=open"] }),
    defaultStaleReloadMode: "blocking",
  });
  return { router, reads };
}

const mounted = useMountedRoot();

const bar = () => mounted.container.querySelector('[role="progressbar"][aria-label="Carregando"]');
const rows = () => [...mounted.container.querySelectorAll("li")].map((item) => item.textContent);

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 100 && !condition(); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(condition()).toBe(true);
}

describe("the route loading bar", () => {
  it("shows over the old rows while a filter in the URL loads, and goes with the new rows", async () => {
    const { router, reads } = listScreen();
    await act(async () => mounted.root.render(<RouterProvider router={router} />));
    await until(() => reads.length === 1);
    await act(async () => reads[0]?.answer(["Pedido 1 (aberto)"]));
    await until(() => rows().length === 1);
    expect(bar()).toBeNull();

    await act(async () => {
      void router.navigate({ to: "/", search: { status: "closed" } });
    });
    await until(() => reads.length === 2);
    expect(reads[1]?.status).toBe("closed");
    expect(bar()).not.toBeNull();
    expect(rows()).toEqual(["Pedido 1 (aberto)"]);

    await act(async () => reads[1]?.answer(["Pedido 2 (fechado)"]));
    await until(() => rows()[0] === "Pedido 2 (fechado)");
    expect(bar()).toBeNull();
  });
});
