// @vitest-environment jsdom
import type { ParsedLocation } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECK_REUSE_MS, requireUser } from "../../../web/src/app/layout-routes";
import { getCurrentUser } from "../../../web/src/app/current-user";

const ADMIN = { id: 1, name: "Administrador", username: "admin", avatar: "", admin: true };
const location = { href: "/use_and_loss" } as ParsedLocation;
const fetchMock = vi.fn<typeof fetch>();
const checkAnswer = (user: unknown) =>
  new Response(JSON.stringify(user ? { success: true, data: user } : { success: false }), { status: user ? 200 : 401, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the session check on entering the signed-in layout", () => {
  it("asks the server once for an entry and the redirect right after it, again once the moment has passed", async () => {
    fetchMock.mockImplementation(async () => checkAnswer(ADMIN));
    expect(await requireUser(location, "enter")).toMatchObject({ username: "admin" });
    expect(await requireUser(location, "enter")).toMatchObject({ username: "admin" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + CHECK_REUSE_MS);
    await requireUser(location, "enter");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.every(([url]) => String(url) === "/api/check")).toBe(true);
  });

  it("a session the server refused is asked again at the next entry, and sends to /login meanwhile", async () => {
    fetchMock.mockImplementation(async () => checkAnswer(null));
    await expect(requireUser(location, "enter")).rejects.toMatchObject({ options: { to: "/login", search: { from: "/use_and_loss" } } });
    expect(getCurrentUser()).toBeNull();
    fetchMock.mockImplementation(async () => checkAnswer(ADMIN));
    expect(await requireUser(location, "enter")).toMatchObject({ username: "admin" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
