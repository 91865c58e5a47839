import { lazyRouteComponent } from "@tanstack/react-router";

/** A task later: once the router has run the loaders of the routes being entered (see lazyScreen). */
const afterLoadersStart = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A route's screen, in a chunk of its own, asked for a task after the route is entered. Importing a chunk runs
 * Vite's preload helper, which inserts the chunk's stylesheets into the document there and then: for the shell
 * and a list screen, 200 to 300 ms of the main thread on a mid-range phone (4x CPU slowdown). Asked for at once,
 * the shell's chunk held the list's loader back (use and loss: the loader ran 163 to 172 ms after the app's
 * code started, against 40 to 68 ms a task later), and with it the list's request.
 */
export function lazyScreen<T extends Record<string, unknown>, TKey extends keyof T>(load: () => Promise<T>, exportName: TKey) {
  return lazyRouteComponent(() => afterLoadersStart().then(load), exportName);
}
