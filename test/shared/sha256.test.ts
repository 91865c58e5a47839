import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256HexOf } from "../../shared/sha256";

const nodeSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("SHA-256 without crypto.subtle (browsers on plain HTTP)", () => {
  it("gives the FIPS 180-4 test vectors", () => {
    expect(sha256HexOf("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256HexOf("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256HexOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("matches Node's SHA-256 for accents, the demo passwords and every length around the block edges", () => {
    for (const text of ["admin", "operador", "senha çãõé 123", "🔒 cadeado"]) expect(sha256HexOf(text)).toBe(nodeSha256(text));
    for (let length = 50; length <= 130; length += 1) {
      const text = "a".repeat(length);
      expect(sha256HexOf(text), `comprimento ${length}`).toBe(nodeSha256(text));
    }
  });
});
