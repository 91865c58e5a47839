import { SECTIONS, sectionOpenTo } from "./sections";

/**
 * Code asked for ahead of need, once the page has settled: the browser keeps it (the assets never change under
 * their names), so the screen that needs it later starts from its cache instead of the network.
 *
 * Why: a person who signs in lands on the home page, which draws no list. Opening a list from the menu then
 * waited for the list kit and what it draws (about 250 KB of code) over a phone's data: 2.4 to 3.3 s from the
 * click to the rows of use and loss on the phone profile (4x CPU, 1.6 Mbps, 150 ms), against about 1 s once
 * that code is there.
 */

/**
 * How long after the page's load event the warm-up waits, so it does not compete with what the screen asks for
 * next (its data, the home page's charts). Not an idle callback: on the phone profile the home page offered none
 * in the seconds a person reads it.
 */
export const SETTLE_MS = 1_000;

/** Runs `task` once, SETTLE_MS after the window's load event. Answers a function that cancels it if not run yet. */
export function whenSettled(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(task, SETTLE_MS);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Whether the user can open a screen besides the home page: every other section draws lists. A standard user
 * has only the home page (the floor collector), and is not sent code they cannot use over their data plan.
 */
export function opensLists(admin: boolean): boolean {
  return SECTIONS.some((section) => section.href !== "/" && sectionOpenTo(section, admin));
}

/**
 * The list kit, which nearly every screen draws (lists/index.ts and the Cloudscape table, cards, pagination and
 * preferences it imports). A failure is left for the screen that needs the code, which shows its own error.
 */
export function warmUpListKit(): Promise<unknown> {
  return import("../lists").catch(() => undefined);
}
