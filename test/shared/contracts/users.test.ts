import { describe, expect, it } from "vitest";
import { loginFormSchema } from "../../../shared/contracts/session";
import { AVATAR_MAX_BYTES, dataUrlByteLength, roleLabel, updateUserRequestSchema, userFormSchema } from "../../../shared/contracts/users";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("user form rules (spec §5)", () => {
  const valid = { name: " ana ", username: "  Ana.Lima ", role: "user", password: "abc", confirmation: "abc", avatar: PNG };

  it("upper-cases the name and trims and lower-cases the login", () => {
    const parsed = userFormSchema("create").parse(valid);
    expect(parsed.name).toBe("ANA");
    expect(parsed.username).toBe("ana.lima");
  });

  it("names each missing field in pt-BR", () => {
    const create = userFormSchema("create");
    expect(firstMessage(create.safeParse({ ...valid, name: "" }))).toBe("Preencha o campo 'Nome do Usuário'");
    expect(firstMessage(create.safeParse({ ...valid, username: " " }))).toBe("Preencha o campo 'Login de Usuário'");
    expect(firstMessage(create.safeParse({ ...valid, role: "" }))).toBe("Preencha o campo 'Tipo de Usuário'");
    expect(firstMessage(create.safeParse({ ...valid, password: "ab", confirmation: "ab" }))).toBe("Preencha o campo 'Senha'");
    expect(firstMessage(create.safeParse({ ...valid, confirmation: "abd" }))).toBe("'Senha' não confere");
  });

  it("says what is wrong with a name too long or a login with spaces or other signs", () => {
    const create = userFormSchema("create");
    expect(firstMessage(create.safeParse({ ...valid, name: "A".repeat(200) }))).toBe("O campo 'Nome do Usuário' aceita até 120 caracteres.");
    expect(create.safeParse({ ...valid, name: "A".repeat(120) }).success).toBe(true);
    expect(firstMessage(create.safeParse({ ...valid, username: "maria silva" }))).toBe("O campo 'Login de Usuário' não pode ter espaços.");
    expect(firstMessage(create.safeParse({ ...valid, username: "maria#1" }))).toBe(
      "O campo 'Login de Usuário' aceita só letras sem acento, números e os sinais . _ @ -",
    );
    expect(firstMessage(create.safeParse({ ...valid, username: "a".repeat(61) }))).toBe("O campo 'Login de Usuário' aceita até 60 caracteres.");
  });

  it("takes a password of up to 128 characters, on a new user and on an edit", () => {
    for (const mode of ["create", "edit"] as const) {
      const schema = userFormSchema(mode);
      const longest = "a".repeat(128);
      expect(schema.safeParse({ ...valid, password: longest, confirmation: longest }).success).toBe(true);
      const over = "a".repeat(129);
      expect(firstMessage(schema.safeParse({ ...valid, password: over, confirmation: over }))).toBe("O campo 'Senha' aceita até 128 caracteres.");
    }
  });

  it("makes the password optional on edit, but 3+ characters when given", () => {
    const edit = userFormSchema("edit");
    expect(edit.safeParse({ ...valid, password: "", confirmation: "" }).success).toBe(true);
    expect(firstMessage(edit.safeParse({ ...valid, password: "ab", confirmation: "ab" }))).toBe("Preencha o campo 'Senha'");
  });

  it("drops an empty password on the server's edit schema", () => {
    const parsed = updateUserRequestSchema.parse({ name: "a", username: "a", role: "admin", avatar: PNG, password: "" });
    expect(parsed.password).toBeUndefined();
  });

  it("measures the avatar's bytes and refuses more than 32768", () => {
    expect(dataUrlByteLength("data:image/png;base64,AAAA")).toBe(3);
    expect(dataUrlByteLength("data:image/png;base64,AAA=")).toBe(2);
    const groups = Math.floor(AVATAR_MAX_BYTES / 3);
    // A real PNG header followed by filler, at exactly the limit.
    const limitBytes = new Uint8Array(groups * 3 - 2);
    limitBytes.set(Buffer.from(PNG.slice(PNG.indexOf(",") + 1), "base64"));
    const limit = `data:image/png;base64,${Buffer.from(limitBytes).toString("base64")}`;
    expect(dataUrlByteLength(limit)).toBe(groups * 3 - 2);
    expect(userFormSchema("create").safeParse({ ...valid, avatar: limit }).success).toBe(true);
    const over = `data:image/png;base64,${"A".repeat((groups + 1) * 4)}`;
    expect(dataUrlByteLength(over)).toBe(AVATAR_MAX_BYTES + 1);
    expect(firstMessage(userFormSchema("create").safeParse({ ...valid, avatar: over }))).toBe("Tamanho Máximo da Imagem: 32KB");
    expect(firstMessage(userFormSchema("create").safeParse({ ...valid, avatar: "data:text/plain;base64,AAAA" }))).toBe(
      "Arquivo não é uma Imagem",
    );
  });

  it("refuses an avatar whose bytes are not an image with 'Erro na Leitura da Imagem'", () => {
    const renamedText = `data:image/png;base64,${Buffer.from("isto não é uma imagem").toString("base64")}`;
    expect(firstMessage(userFormSchema("create").safeParse({ ...valid, avatar: renamedText }))).toBe("Erro na Leitura da Imagem");
    expect(firstMessage(userFormSchema("create").safeParse({ ...valid, avatar: "data:image/png;base64,iVBORw0KGgo=" }))).toBe(
      "Erro na Leitura da Imagem",
    );
  });
});

describe("login form and role labels", () => {
  it("asks for both fields with the spec's messages", () => {
    expect(firstMessage(loginFormSchema.safeParse({ username: " ", password: "x" }))).toBe("Preencha o campo 'Nome de Usuário'");
    expect(firstMessage(loginFormSchema.safeParse({ username: "a", password: "" }))).toBe("Preencha o campo 'Senha'");
  });

  it("says a login has spaces or is too long, and trims the ends", () => {
    expect(firstMessage(loginFormSchema.safeParse({ username: "maria silva", password: "x" }))).toBe(
      "O campo 'Nome de Usuário' não pode ter espaços.",
    );
    expect(firstMessage(loginFormSchema.safeParse({ username: "a".repeat(61), password: "x" }))).toBe(
      "O campo 'Nome de Usuário' aceita até 60 caracteres.",
    );
    expect(loginFormSchema.parse({ username: "  admin ", password: "x" }).username).toBe("admin");
  });

  it("labels roles, and anything else as Erro", () => {
    expect(roleLabel("admin")).toBe("Administrador");
    expect(roleLabel("user")).toBe("Usuário Padrão");
    expect(roleLabel("root")).toBe("Erro");
  });
});
