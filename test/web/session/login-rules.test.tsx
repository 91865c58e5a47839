import { describe, expect, it } from "vitest";
import { limitReachedText } from "../../../web/src/app/text-limits";
import { validateLogin } from "../../../web/src/features/session/login-form";

/** The sign-in form's rules (spec §2.4, §5), as the login screen applies them before anything is sent. */
describe("sign-in form rules", () => {
  it("names both empty fields", () => {
    expect(validateLogin({ username: "", password: "" })).toEqual({
      ok: false,
      errors: { username: "Preencha o campo 'Nome de Usuário'", password: "Preencha o campo 'Senha'" },
    });
  });

  it("refuses a login typed with spaces, naming it as such", () => {
    expect(validateLogin({ username: "maria silva", password: "segredo" })).toEqual({
      ok: false,
      errors: { username: "O campo 'Nome de Usuário' não pode ter espaços." },
    });
  });

  it("trims the login's ends: ' admin ' signs in as admin", () => {
    expect(validateLogin({ username: " admin ", password: "admin" })).toEqual({ ok: true, value: { username: "admin", password: "admin" } });
  });

  it("takes a login of 60 characters and refuses a longer one", () => {
    expect(validateLogin({ username: "a".repeat(60), password: "x" }).ok).toBe(true);
    expect(validateLogin({ username: "a".repeat(61), password: "x" })).toEqual({
      ok: false,
      errors: { username: "O campo 'Nome de Usuário' aceita até 60 caracteres." },
    });
  });

  it("says 'No máximo 60 caracteres.' once the typed login reaches 60, and nothing before", () => {
    expect(limitReachedText("a".repeat(59), 60)).toBeUndefined();
    expect(limitReachedText("a".repeat(60), 60)).toBe("No máximo 60 caracteres.");
  });
});
