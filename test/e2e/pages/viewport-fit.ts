import type { Page } from "playwright-core";

/**
 * What sticks out sideways on the screen as shown: the page wider than the window
 * (`document.documentElement.scrollWidth > innerWidth`), a dialog wider than the window or reaching past
 * it, and anything inside a dialog that scrolls sideways. The totals strip scrolls sideways on purpose
 * (spec §9, with its own arrows) and a text field scrolls its own text: both are left out. Each finding
 * names the element and its widths, to say where to look.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const findings: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) findings.push(`página com ${pageWidth} px numa janela de ${width} px`);

    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const scrollsOnPurpose = (element: Element) =>
      element.matches("input, textarea, .list-totals__items") || element.closest(".list-totals__items") !== null;

    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      if (!shown(dialog)) continue;
      const name = dialog.getAttribute("aria-label") ?? (dialog.querySelector("h2")?.textContent ?? "").trim();
      const box = dialog.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) {
        findings.push(`diálogo '${name}' de ${Math.round(box.left)} a ${Math.round(box.right)} px numa janela de ${width} px`);
      }
      for (const element of dialog.querySelectorAll("*")) {
        if (!shown(element) || scrollsOnPurpose(element)) continue;
        const overflowX = getComputedStyle(element).overflowX;
        if ((overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth + 1) {
          findings.push(`no diálogo '${name}', ${describe(element)} rola para o lado (${element.scrollWidth} px em ${element.clientWidth} px)`);
        }
      }
    }
    return findings;
  });
}
