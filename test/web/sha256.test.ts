import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../web/src/app/sha256";

const nodeSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("password hashing in the browser (also over plain HTTP, without crypto.subtle)", () => {
  it("gives the FIPS 180-4 test vectors", async () => {
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("matches Node's SHA-256 for accents, emoji and the demo passwords", async () => {
    for (const text of ["admin", "operador", "senha çãõé 123", "🔒 cadeado", "a".repeat(119)]) {
      expect(await sha256Hex(text)).toBe(nodeSha256(text));
    }
  });
});
