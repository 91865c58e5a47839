import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

/**
 * The browser sends SHA-256 hex of the password; we store only a salted scrypt hash of that digest,
 * as `scrypt$N$r$p$salt$hash`.
 */
export async function hashPassword(sha256Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(sha256Hex, salt, KEY_LENGTH, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(sha256Hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(sha256Hex, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual);
}
