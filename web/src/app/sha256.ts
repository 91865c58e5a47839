import { sha256HexOf } from "../../../shared/sha256";

/** SHA-256 of a text as lowercase hex: how passwords leave the browser (spec §5). */
export async function sha256Hex(text: string): Promise<string> {
  // crypto.subtle exists only in secure contexts (HTTPS, localhost); a LAN address over HTTP has none.
  if (!globalThis.crypto?.subtle) return sha256HexOf(text);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
