import type { SectionId } from "./sections";

/**
 * Lists keep their filters in sessionStorage under `list:<section>:<list>` (spec §2.1, §9); leaving a
 * section clears that section's saved filters.
 */
export function sectionFilterPrefix(section: SectionId): string {
  return `list:${section}:`;
}

/** The sessionStorage key a list of a section saves its filters under. */
export function listFilterKey(section: SectionId, list: string): string {
  return `${sectionFilterPrefix(section)}${list}`;
}

export function clearSectionFilters(section: SectionId, storage: Storage = sessionStorage): void {
  const prefix = sectionFilterPrefix(section);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
