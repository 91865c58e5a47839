import type { Locator } from "playwright-core";

/**
 * What a person sees of a list's layout, read from the page: headers cut, names cut, the table wider than
 * its room, totals away from their columns. Each answers the offending texts (empty when all is well).
 */

/** Header texts the header cell cuts (Cloudscape's text container is the one that clips). */
export function cutHeaders(list: Locator): Promise<string[]> {
  return list.evaluate((root) => {
    const cells = [...root.querySelectorAll("th[data-focus-id^='header-']")].filter((cell) => !cell.closest("[aria-hidden='true']"));
    return cells.flatMap((cell) => {
      const text = cell.querySelector<HTMLElement>("[class*='header-cell-text']");
      if (!text || text.innerText.trim() === "") return [];
      return text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight + 1 ? [text.innerText.trim()] : [];
    });
  });
}

/** Cells under these headers whose text does not show whole (cut at the side or below). */
export function cutCells(list: Locator, headers: readonly string[]): Promise<string[]> {
  return list.evaluate((root, wanted) => {
    const table = [...root.querySelectorAll("table")].find((candidate) => candidate.querySelector("tbody tr"));
    if (!table) return ["(sem tabela)"];
    const headerRow = [...table.querySelectorAll("thead tr")].at(-1);
    const titles = headerRow ? [...headerRow.children].map((cell) => (cell as HTMLElement).innerText.split("\n")[0]?.trim() ?? "") : [];
    const cut: string[] = [];
    for (const header of wanted) {
      const index = titles.indexOf(header);
      if (index < 0) continue;
      for (const row of table.querySelectorAll("tbody tr")) {
        const content = row.children[index]?.firstElementChild as HTMLElement | null | undefined;
        if (!content) continue;
        if (content.scrollWidth > content.clientWidth + 1 || content.scrollHeight > content.clientHeight + 1) cut.push(content.innerText.trim());
      }
    }
    return cut;
  }, headers);
}

/** The table's sideways scrolling: how many px it runs wider than its room, and how far it is scrolled. */
export function sidewaysScroll(list: Locator): Promise<{ overflow: number; scrolled: number }> {
  return list.evaluate((root) => {
    const table = [...root.querySelectorAll("table")].find((candidate) => candidate.querySelector("tbody tr"));
    for (let element = table?.parentElement; element && element !== root; element = element.parentElement) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX === "auto" || overflowX === "scroll") {
        return { overflow: Math.max(0, element.scrollWidth - element.clientWidth), scrolled: element.scrollLeft };
      }
    }
    return { overflow: 0, scrolled: 0 };
  });
}

export interface TotalPosition {
  label: string;
  value: string;
  /** The value's x-range lies within its column header's. */
  underItsColumn: boolean;
}

/** Each total shown in the footer with whether it sits under the header of the column it totals. */
export function totalPositions(list: Locator): Promise<TotalPosition[]> {
  return list.evaluate((root) => {
    const headers = [...root.querySelectorAll<HTMLElement>("th[data-focus-id^='header-']")].filter(
      (cell) => !cell.closest("[aria-hidden='true']"),
    );
    const headerOf = (label: string) => headers.find((cell) => cell.innerText.split("\n")[0]?.trim() === label);
    return [...root.querySelectorAll<HTMLElement>(".list-totals__item")]
      .filter((item) => item.innerText.trim() !== "")
      .map((item) => {
        const [label = "", value = ""] = item.innerText.split("\n").map((text) => text.trim());
        const shown = [...item.querySelectorAll<HTMLElement>("*")].find((element) => element.innerText.trim() === value) ?? item;
        const at = shown.getBoundingClientRect();
        const column = headerOf(label)?.getBoundingClientRect();
        return { label, value, underItsColumn: !!column && at.left >= column.left - 0.5 && at.right <= column.right + 0.5 };
      });
  });
}
