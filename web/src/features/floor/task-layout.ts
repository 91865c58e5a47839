import type { GridProps } from "@cloudscape-design/components/grid";

/** A task's form beside the user's registrations where the page is 912 px wide or more; one above the other on a phone. */
export const TASK_COLUMNS: readonly GridProps.ElementDefinition[] = [{ colspan: { default: 12, s: 7 } }, { colspan: { default: 12, s: 5 } }];
