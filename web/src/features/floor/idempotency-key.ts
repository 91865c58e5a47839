/**
 * A new idempotency key for one registration: 32 random hex digits. getRandomValues, not randomUUID: the
 * store's computers open the app by its address on the local network (plain HTTP), where randomUUID is absent.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
