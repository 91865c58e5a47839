// @vitest-environment jsdom
import type { ParsedLocation } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECK_REUSE_MS, enterLayout, requireUser } from "../../../web/src/app/layout-routes";
import { getCurrentUser, setCurrentUser } from "../../../web/src/app/current-user";

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

describe("entering the layout with a user stored in this browser", () => {
  /** The check's answer, held until the test lets it go: what the screen's loaders run beside. */
  function heldCheck(): (user: unknown) => void {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    return (user) => answer(checkAnswer(user));
  }

  // Each test well after the last one's check: the layout keeps the server's last answer for a moment.
  let clock = Date.now();
  beforeEach(() => {
    clock += 10 * CHECK_REUSE_MS;
    vi.setSystemTime(clock);
  });

  it("goes on as the stored user at once, and the layout's wait ends when the server says the same", async () => {
    setCurrentUser(ADMIN);
    const answer = heldCheck();
    const entry = await enterLayout(location, "enter");
    expect(entry.user).toMatchObject({ username: "admin", admin: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    let confirmed = false;
    const waited = entry.confirmed.then(() => (confirmed = true));
    await Promise.resolve();
    expect(confirmed).toBe(false);
    answer(ADMIN);
    await waited;
    expect(confirmed).toBe(true);
  });

  it("sends to /login, clearing the stored user, when the server says no one is signed in", async () => {
    setCurrentUser(ADMIN);
    const answer = heldCheck();
    const entry = await enterLayout(location, "enter");
    answer(null);
    await expect(entry.confirmed).rejects.toMatchObject({ options: { to: "/login", search: { from: "/use_and_loss" } } });
    expect(getCurrentUser()).toBeNull();
  });

  it("enters the same address again as the server's user when its rights changed meanwhile", async () => {
    setCurrentUser(ADMIN);
    const answer = heldCheck();
    const entry = await enterLayout(location, "enter");
    answer({ ...ADMIN, admin: false });
    await expect(entry.confirmed).rejects.toMatchObject({ options: { href: "/use_and_loss" } });
    expect(getCurrentUser()).toMatchObject({ username: "admin", admin: false });
    // That entry comes right after the answer: the server's user stands, asked no more.
    expect((await enterLayout(location, "enter")).user).toMatchObject({ admin: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a redirect entering while the check is out waits for the same answer: one request for both entries", async () => {
    setCurrentUser(ADMIN);
    const answer = heldCheck();
    const first = await enterLayout(location, "enter");
    const redirected = await enterLayout({ href: "/use_and_loss/all/open" } as ParsedLocation, "enter");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer({ ...ADMIN, admin: false });
    // Each entry hears the same answer, and is sent back to its own address as the server's user.
    await expect(first.confirmed).rejects.toMatchObject({ options: { href: "/use_and_loss" } });
    await expect(redirected.confirmed).rejects.toMatchObject({ options: { href: "/use_and_loss/all/open" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("with no user stored, waits for the server's before going on", async () => {
    const answer = heldCheck();
    const entering = enterLayout(location, "enter");
    answer(ADMIN);
    const entry = await entering;
    expect(entry.user).toMatchObject({ username: "admin" });
    await expect(entry.confirmed).resolves.toBeUndefined();
  });
});
