import { useEffect, useRef } from "react";
import { clearSectionFilters } from "./section-filters";
import { type SectionId, sectionForPath } from "./sections";

/** Leaving a section clears the list filters it saved in this browser session (spec §2.1). */
export function useSectionFilterReset(pathname: string): void {
  const sectionId = sectionForPath(pathname)?.id ?? null;
  const previous = useRef<SectionId | null>(sectionId);
  useEffect(() => {
    if (previous.current && previous.current !== sectionId) clearSectionFilters(previous.current);
    previous.current = sectionId;
  }, [sectionId]);
}
