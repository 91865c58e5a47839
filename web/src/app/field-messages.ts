/** What the form modules read of a failed zod parse (zod and zod/mini errors alike). */
export interface SchemaError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * A failed parse as the form shows it: the first message of each field, in the schema's order. `fields`
 * names the form's fields when an issue's first path key is the field itself; a function maps any other path
 * (a wire name, a tuple's position) to the field, or to undefined for an issue the form does not show.
 */
export function fieldMessages<Field extends PropertyKey>(
  error: SchemaError,
  fields: readonly Field[] | ((path: readonly PropertyKey[]) => Field | undefined),
): Partial<Record<Field, string>> {
  const fieldOf =
    typeof fields === "function" ? fields : (path: readonly PropertyKey[]) => fields.find((field) => field === path[0]);
  const messages: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}
