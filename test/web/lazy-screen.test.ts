import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "../../web/src/app/lazy-screen";

describe("lazyScreen", () => {
  it("asks for the screen's chunk a task after the route is entered, once the loaders have sent their requests", async () => {
    const load = vi.fn(() => Promise.resolve({ ListPage: () => null }));
    const screen = lazyScreen(load, "ListPage");
    const preloaded = screen.preload?.();
    // The router runs the entered routes' loaders in microtasks: none of them waits behind the chunk.
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await preloaded;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
