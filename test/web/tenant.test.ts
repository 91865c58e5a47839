// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers /tenant_data with a name and /tenant_logo with the given answer. */
function serveLogo(logoAnswer: () => Response): void {
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith("/tenant_data")) return answer(200, { success: true, data: { byname: "MERCADO BOM PREÇO" } });
    return logoAnswer();
  });
}

let errorsShown: () => string[] = () => [];

/** Fresh modules each time (the profile is read once per page load); notes the error notifications raised. */
async function loadProfile() {
  vi.resetModules();
  const { getNotifications } = await import("../../web/src/app/notifications");
  errorsShown = () => getNotifications().filter((n) => n.type === "error").map((n) => String(n.content));
  const { loadTenantProfile } = await import("../../web/src/app/tenant");
  return loadTenantProfile();
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("company logo (spec §7)", () => {
  it.each([
    ["data: null", { success: true, data: null }],
    ["no data", { success: true }],
    ["an empty logo", { success: true, data: { logo: "" } }],
  ])("raises 'Erro ao carregar o Logotipo da Empresa' for an answer with %s", async (_label, body) => {
    serveLogo(() => answer(200, body));
    const profile = await loadProfile();
    expect(profile).toEqual({ byname: "MERCADO BOM PREÇO", logo: "" });
    expect(errorsShown()).toEqual(["Erro ao carregar o Logotipo da Empresa"]);
  });

  it("raises it once when the call fails", async () => {
    serveLogo(() => answer(500, { success: false }));
    await loadProfile();
    expect(errorsShown()).toEqual(["Erro ao carregar o Logotipo da Empresa"]);
  });

  it("raises nothing when name and logo come", async () => {
    serveLogo(() => answer(200, { success: true, data: { logo: "data:image/png;base64,iVBORw0KGgo=" } }));
    const profile = await loadProfile();
    expect(profile.logo).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(errorsShown()).toEqual([]);
  });
});
