import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "../../../shared/avatar";
import type { UserView } from "../../../shared/contracts/users";
import {
  firstInvalidField,
  newUserFields,
  typedName,
  typedUsername,
  type UserFields,
  userFieldsOf,
  userRequestBody,
  validateUser,
} from "../../../web/src/features/users/user-form";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function fields(overrides: Partial<UserFields> = {}): UserFields {
  return { ...newUserFields(), name: "MARIA", username: "maria", password: "abc", confirmation: "abc", ...overrides };
}

const fakeHash = async (text: string) => `hash(${text})`;

describe("user form (spec §5)", () => {
  it("starts a new user as 'Usuário Padrão' with the default avatar", () => {
    expect(newUserFields()).toEqual({ name: "", username: "", role: "user", password: "", confirmation: "", avatar: DEFAULT_AVATAR });
  });

  it("forces the name to upper case and trims and lower-cases the login as typed", () => {
    expect(typedName("maria da silva")).toBe("MARIA DA SILVA");
    expect(typedUsername("  Maria.Silva ")).toBe("maria.silva");
  });

  it("keeps a space typed after a word, so a login typed with spaces is seen and refused", () => {
    let login = "";
    for (const key of "Maria Silva") login = typedUsername(login + key, login);
    expect(login).toBe("maria silva");
    expect(validateUser("create", fields({ username: login }))).toEqual({
      ok: false,
      errors: { username: "O campo 'Login de Usuário' não pode ter espaços." },
    });
    expect(typedUsername(" ", "")).toBe("");
  });

  it("names every empty required field on a new user, in the dialog's order", () => {
    const result = validateUser("create", { ...newUserFields(), role: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Preencha o campo 'Nome do Usuário'",
      username: "Preencha o campo 'Login de Usuário'",
      role: "Preencha o campo 'Tipo de Usuário'",
      password: "Preencha o campo 'Senha'",
    });
    expect(firstInvalidField(result.errors)).toBe("name");
  });

  it("needs a password of 3+ characters and an equal confirmation", () => {
    expect(validateUser("create", fields({ password: "ab", confirmation: "ab" }))).toEqual({
      ok: false,
      errors: { password: "Preencha o campo 'Senha'" },
    });
    expect(validateUser("create", fields({ confirmation: "abd" }))).toEqual({
      ok: false,
      errors: { confirmation: "'Senha' não confere" },
    });
  });

  it("on an edit the password is optional, but a given one needs 3+ characters and its confirmation", () => {
    expect(validateUser("edit", fields({ password: "", confirmation: "" })).ok).toBe(true);
    expect(validateUser("edit", fields({ password: "ab", confirmation: "ab" }))).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    expect(validateUser("edit", fields({ password: "abcd", confirmation: "" }))).toMatchObject({
      ok: false,
      errors: { confirmation: "'Senha' não confere" },
    });
  });

  it("refuses an avatar that is not an image", () => {
    expect(validateUser("create", fields({ avatar: "data:text/plain;base64,AAAA" }))).toEqual({
      ok: false,
      errors: { avatar: "Arquivo não é uma Imagem" },
    });
  });

  it("sends the password hashed, never the confirmation, and leaves an empty password out on an edit", async () => {
    const created = validateUser("create", fields({ name: " maria ", username: " Maria ", avatar: PNG }));
    if (!created.ok) throw new Error("inválido");
    expect(await userRequestBody(created.value, fakeHash)).toEqual({
      name: "MARIA",
      username: "maria",
      role: "user",
      avatar: PNG,
      password: "hash(abc)",
    });

    const user: UserView = { id: 7, name: "MARIA", username: "maria", avatar: PNG, role: "admin", version: 2 };
    const edited = validateUser("edit", userFieldsOf(user));
    if (!edited.ok) throw new Error("inválido");
    const body = await userRequestBody(edited.value, fakeHash);
    expect(body).toEqual({ name: "MARIA", username: "maria", role: "admin", avatar: PNG });
    expect("password" in body).toBe(false);
    expect("confirmation" in body).toBe(false);
  });

  it("hashes with SHA-256 hex in the browser", async () => {
    const { sha256Hex } = await import("../../../web/src/app/sha256");
    const edited = validateUser("edit", fields({ password: "admin", confirmation: "admin" }));
    if (!edited.ok) throw new Error("inválido");
    expect((await userRequestBody(edited.value, sha256Hex)).password).toBe(
      "8c6976e5b5410415bde908bd4dee15dfb167a9c873fc4bb8a81f6f2ab448a918",
    );
  });
});
