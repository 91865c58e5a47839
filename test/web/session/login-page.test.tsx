// @vitest-environment jsdom
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { requestUrl } from "../support/app-harness";

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const UNKNOWN = () => answer(404, { success: false, message: { type: "error", msg: "Empresa não encontrada" } });
const LOGO = "data:image/png;base64,iVBORw0KGgo=";

const mounted = useMountedRoot();
let errorsShown: () => string[] = () => [];
let currentPath: () => string = () => "";

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
  currentPath = () => router.state.location.pathname;
  await act(async () => mounted.root.render(<RouterProvider router={router} />));
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(condition()).toBe(true);
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const passwordField = () => mounted.container.querySelector('input[name="password"]');

/** The company's own address: its name and logo answer, and nothing else is expected. */
function knownCompany() {
  fetchMock.mockImplementation(async (input) => {
    return requestUrl(input).pathname.endsWith("/tenant_data")
      ? answer(200, { success: true, data: { byname: "MERCADO BOA VISTA" } })
      : answer(200, { success: true, data: { logo: LOGO } });
  });
}

/** The requests the page sent besides reading the company (a sign-in would be one). */
const otherRequests = () =>
  fetchMock.mock.calls
    .map(([input, init]) => `${init?.method ?? "GET"} ${requestUrl(input).pathname}`)
    .filter((request) => !/\/(tenant_data|tenant_logo)\b/.test(request));

describe("sign-in page on an address of no company", () => {
  it("says only 'Empresa não encontrada', with no sign-in form and no error notification", async () => {
    fetchMock.mockImplementation(async () => UNKNOWN());
    await openLoginPage();
    await until(() => mounted.container.textContent?.includes("Empresa não encontrada") === true);
    expect(mounted.container.querySelector("h1")?.textContent).toBe("Empresa não encontrada");
    expect(passwordField()).toBeNull();
    expect(errorsShown()).toEqual([]);
  });

  it("shows the company's sign-in form on its own address", async () => {
    knownCompany();
    await openLoginPage();
    await until(() => mounted.container.textContent?.includes("MERCADO BOA VISTA") === true);
    expect(passwordField()).not.toBeNull();
    expect(mounted.container.textContent).not.toContain("Empresa não encontrada");
  });
});

describe("sign-in form", () => {
  const wrapper = () => createWrapper(mounted.container);
  const fieldErrors = () =>
    wrapper()
      .findAllFormFields()
      .map((field) => field.findError()?.getElement().textContent ?? "")
      .filter((text) => text !== "");

  it("an empty submit names both fields, sends nothing, stays on /login and puts the cursor in the login field", async () => {
    knownCompany();
    await openLoginPage();
    await until(() => passwordField() !== null);
    const usernameField = mounted.container.querySelector<HTMLInputElement>('input[name="username"]');
    usernameField?.blur();
    await act(async () => wrapper().findButton('[type="submit"]')?.click());
    expect(fieldErrors()).toEqual(["Preencha o campo 'Nome de Usuário'", "Preencha o campo 'Senha'"]);
    expect(otherRequests()).toEqual([]);
    expect(currentPath()).toBe("/login");
    expect(document.activeElement).toBe(usernameField);
  });

  it("the eye button shows and hides the password, naming what it will do", async () => {
    knownCompany();
    await openLoginPage();
    await until(() => passwordField() !== null);
    const password = () => passwordField()?.getAttribute("type");
    const eye = (label: string) => wrapper().findButton(`[aria-label="${label}"]`);
    expect(password()).toBe("password");
    expect(eye("Ocultar senha")).toBeNull();
    await act(async () => eye("Mostrar senha")?.click());
    expect(password()).toBe("text");
    await act(async () => eye("Ocultar senha")?.click());
    expect(password()).toBe("password");
    expect(otherRequests()).toEqual([]);
  });
});
