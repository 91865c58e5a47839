import type { NoteProblem } from "./note/document";
import { loadMatchData } from "./match-data";
import { type Matching, matchNote } from "./matching";
import type { StoredImport } from "./storage/imports";

/** An import as the review screen and the confirmation see it: matched now, against the tenant's data as it is. */
export interface ReviewState {
  stored: StoredImport;
  matching: Matching;
  /** The reading's problems, then matching's. */
  problems: NoteProblem[];
  warnings: number;
}

export async function reviewState(tenantId: string, stored: StoredImport): Promise<ReviewState> {
  const data = await loadMatchData(tenantId, stored.document, stored.record);
  const matching = matchNote(stored.document, data);
  const problems = [...stored.readingProblems.filter((problem) => problem.level !== "block"), ...matching.problems];
  return { stored, matching, problems, warnings: problems.filter((problem) => problem.level === "warn").length };
}
