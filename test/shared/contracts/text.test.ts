import { describe, expect, it } from "vitest";
import { registerCountBodySchema } from "../../../shared/contracts/inventories";
import { hasInvalidCharacters, invalidCharactersMessage, textInput } from "../../../shared/contracts/text";
import { registerUseAndLossBodySchema } from "../../../shared/contracts/use-and-loss";
import { createUserRequestSchema, userFormSchema } from "../../../shared/contracts/users";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const HASH = "a".repeat(64);

/** What the tester sent, and the rest of the characters the fields refuse. */
const INVALID = {
  nul: "\u0000",
  esc: "\u001B",
  tab: "\t",
  newline: "\n",
  del: "\u007F",
  c1: "\u0085",
  lrm: "\u200E",
  rlm: "\u200F",
  lre: "\u202A",
  rlo: "\u202E",
  lri: "\u2066",
  pdi: "\u2069",
  loneHigh: "\uD800",
  loneLow: "\uDC00",
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("text fields refuse control and bidirectional characters and lone surrogates", () => {
  it.each(Object.entries(INVALID))("refuses %s anywhere in a text", (_name, character) => {
    for (const text of [character, `ANA${character}`, `${character}ANA`, `AN${character}A`]) expect(hasInvalidCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it("takes accents, emoji (a surrogate pair), symbols and inner spaces", () => {
    for (const text of ["JOÃO DA SILVA", "AÇOUGUE 2º ANDAR", "CAFÉ ☕ 😀", "R$ 10,00 / 50%", "ÁRVORE-ÑANDU_#1", "a b", "مرحبا"]) {
      expect(hasInvalidCharacters(text), text).toBe(false);
    }
  });

  it("names the field in the refusal, before any trim (a trailing newline is refused, not dropped)", () => {
    const schema = textInput("Local de Uso", "Preencha o campo 'Local de Uso'").trim().min(1);
    expect(firstMessage(schema.safeParse("DEPÓSITO\n"))).toBe("O campo 'Local de Uso' contém caracteres inválidos.");
    expect(firstMessage(schema.safeParse(5))).toBe("Preencha o campo 'Local de Uso'");
    expect(schema.parse("  DEPÓSITO  ")).toBe("DEPÓSITO");
    expect(invalidCharactersMessage("X")).toBe("O campo 'X' contém caracteres inválidos.");
  });

  it("refuses a user's name with U+202E (it printed reversed) in the dialog and on the server", () => {
    const name = "\u202EANA";
    const message = "O campo 'Nome do Usuário' contém caracteres inválidos.";
    const form = { name, username: "ana", role: "user", password: "abc", confirmation: "abc", avatar: PNG };
    expect(firstMessage(userFormSchema("create").safeParse(form))).toBe(message);
    expect(firstMessage(createUserRequestSchema.safeParse({ name, username: "ana", password: HASH, avatar: PNG, role: "user" }))).toBe(message);
    expect(firstMessage(createUserRequestSchema.safeParse({ name: "ANA\u0000", username: "ana", password: HASH, avatar: PNG, role: "user" }))).toBe(message);
  });

  it("refuses a floor location and a scanned barcode holding them", () => {
    const operation = { operation: "loss", product_id: 1, quantity: 1, location: "DEP\u001BÓSITO", idempotency_key: "chave-0001" };
    expect(firstMessage(registerUseAndLossBodySchema.safeParse(operation))).toBe("O campo 'Local de Uso' contém caracteres inválidos.");
    const byBarcode = { operation: "loss", barcode: "789\uD800", quantity: 1, location: "DEPÓSITO", idempotency_key: "chave-0001" };
    expect(firstMessage(registerUseAndLossBodySchema.safeParse(byBarcode))).toBe("O campo 'Código de Barras' contém caracteres inválidos.");
    expect(firstMessage(registerCountBodySchema.safeParse({ barcode: "789\u202E1", quantity: 1 }))).toBe("O campo 'Código de Barras' contém caracteres inválidos.");
  });
});
