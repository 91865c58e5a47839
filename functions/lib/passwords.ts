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

/** A hash no password matches, checked for unknown usernames so they answer as slowly as known ones. */
const NO_USER_HASH = ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, Buffer.alloc(16).toString("base64"), Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");

/** Whether the password matches the user's stored hash; without a user, the same work and false. */
export async function verifyUserPassword(sha256Hex: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(sha256Hex, stored ?? NO_USER_HASH);
  return stored !== undefined && matches;
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
