// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const UNKNOWN = () => answer(404, { success: false, message: { type: "error", msg: "Empresa não encontrada" } });
const LOGO = "data:image/png;base64,iVBORw0KGgo=";

let container: HTMLDivElement;
let root: Root;
let errorsShown: () => string[] = () => [];

/** The sign-in page on a fresh page load (the company is read once per load), at /login. */
async function openLoginPage() {
  vi.resetModules();
  const { getNotifications } = await import("../../../web/src/app/notifications");
  errorsShown = () => getNotifications().filter((n) => n.type === "error").map((n) => String(n.content));
  const { LoginPage } = await import("../../../web/src/features/session/LoginPage");
  const { loginSearchSchema } = await import("../../../web/src/app/route-params");
  const rootRoute = createRootRoute();
  const login = createRoute({ getParentRoute: () => rootRoute, path: "login", validateSearch: loginSearchSchema, component: LoginPage });
  const router = createRouter({ routeTree: rootRoute.addChildren([login]), history: createMemoryHistory({ initialEntries: ["/login"] }) });
  await act(async () => root.render(<RouterProvider router={router} />));
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(condition()).toBe(true);
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const passwordField = () => container.querySelector('input[name="password"]');

describe("sign-in page on an address of no company", () => {
  it("says only 'Empresa não encontrada', with no sign-in form and no error notification", async () => {
    fetchMock.mockImplementation(async () => UNKNOWN());
    await openLoginPage();
    await until(() => container.textContent?.includes("Empresa não encontrada") === true);
    expect(container.querySelector("h1")?.textContent).toBe("Empresa não encontrada");
    expect(passwordField()).toBeNull();
    expect(errorsShown()).toEqual([]);
  });

  it("shows the company's sign-in form on its own address", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      return url.endsWith("/tenant_data")
        ? answer(200, { success: true, data: { byname: "MERCADO BOA VISTA" } })
        : answer(200, { success: true, data: { logo: LOGO } });
    });
    await openLoginPage();
    await until(() => container.textContent?.includes("MERCADO BOA VISTA") === true);
    expect(passwordField()).not.toBeNull();
    expect(container.textContent).not.toContain("Empresa não encontrada");
  });
});
