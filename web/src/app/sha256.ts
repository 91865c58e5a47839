import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * SHA-256 of a text as lowercase hex: how passwords leave the browser (spec §5). A library rather than
 * crypto.subtle, which exists only in secure contexts: staff open the local runtime over plain HTTP by the
 * machine's network address (http://192.168.0.10:3000).
 */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
