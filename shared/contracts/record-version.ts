import * as z from "zod";

/**
 * The version of a record others can change, on the wire. A list row carries `version` (the stored record's
 * version, 0 for one stored before versions existed); an edit (PUT/POST body) carries the version it read as
 * an optional `version`, a removal (DELETE) as an optional query parameter `version`. When present and not
 * the stored one, the server answers 409 STALE_RECORD_MESSAGE and writes nothing. Optional, so integration
 * clients and older screens keep working.
 */

export const STALE_RECORD_MESSAGE = "O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente.";

const VERSION_MESSAGE = "Versão do registro inválida: recarregue a lista.";

/** `version` of a PUT/POST body: an integer >= 0. */
export const recordVersionSchema = z
  .number({ error: VERSION_MESSAGE })
  .int(VERSION_MESSAGE)
  .min(0, VERSION_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, VERSION_MESSAGE);

/** `?version=` of a DELETE: digits only (no sign, no leading zero but a lone 0), read as a number. */
export const recordVersionQuerySchema = z
  .string({ error: VERSION_MESSAGE })
  .regex(/^(0|[1-9][0-9]{0,15})$/, VERSION_MESSAGE)
  .transform(Number)
  .pipe(recordVersionSchema);

/** The query of a DELETE that may carry the version read. */
export const removalQuerySchema = z.object({ version: recordVersionQuerySchema.optional() });

/** Whether an edit or removal was made on an older version than the stored one (no version sent: never). */
export function isStaleVersion(sent: number | undefined, stored: number): boolean {
  return sent !== undefined && sent !== stored;
}

/**
 * A DELETE path carrying the version read: `/users/7?version=3`. A row without one (a list answer stored
 * before rows carried versions) sends none, as an older screen did.
 */
export function withVersionQuery(path: string, version: number | undefined): string {
  if (typeof version !== "number") return path;
  return `${path}${path.includes("?") ? "&" : "?"}version=${version}`;
}
