import { SECTIONS, sectionOpenTo } from "./sections";

/**
 * Code asked for ahead of need, once the page has settled: the browser keeps it (the assets never change under
 * their names), so the screen that needs it later starts from its cache instead of the network. The home page
 * (HomePage.tsx) uses it for the list kit.
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
