import { describe, expect, it, vi } from "vitest";
import { lazyLayout, lazyScreen } from "../../web/src/app/lazy-screen";

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

  it("asks for a layout's chunk after the chunks of the screens entered with it, whatever the order the router asks in", async () => {
    const asked: string[] = [];
    const layout = lazyLayout(() => {
      asked.push("shell");
      return Promise.resolve({ AppShell: () => null });
    }, "AppShell");
    const screen = lazyScreen(() => {
      asked.push("screen");
      return Promise.resolve({ UsersPage: () => null });
    }, "UsersPage");
    // The router preloads the matched routes' components from the root down: the layout first.
    await Promise.all([layout.preload?.(), screen.preload?.()]);
    expect(asked).toEqual(["screen", "shell"]);
  });
});
