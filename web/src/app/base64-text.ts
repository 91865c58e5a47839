/**
 * Base64 of UTF-8 text, and back. Route parameters that carry text (sales periods, group ids and
 * names, dates) travel this way (spec §2.2); for ASCII it equals plain btoa, and accented group names
 * survive.
 */
export function encodeBase64Text(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text inside base64, or null when it is not valid base64 of UTF-8. */
export function decodeBase64Text(base64: string): string | null {
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
