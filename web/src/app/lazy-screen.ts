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

/**
 * A layout's component (the signed-in shell), asked for a task after the screens below it. Its stylesheets'
 * insertion took 100 to 130 ms of the phone's main thread when the page loads, and a screen asked for after it
 * waited that long before its chunk's request left: a list opened by its address just after signing in (its chunk
 * not yet cached) showed its first rows later on the phone profile. Medians of five visits, averaged over two runs
 * before and four after: use and loss 1.95 s before, 1.68 s after; users 1.59 s, 1.40 s; product sales 1.90 s,
 * 1.76 s; a pricing's products 2.81 s, 2.74 s (the machine's own noise is 10 to 20 % from run to run).
 */
export function lazyLayout<T extends Record<string, unknown>, TKey extends keyof T>(load: () => Promise<T>, exportName: TKey) {
  return lazyRouteComponent(() => afterLoadersStart().then(afterLoadersStart).then(load), exportName);
}
