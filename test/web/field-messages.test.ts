import { describe, expect, it } from "vitest";
import * as z from "zod";
import { fieldMessages } from "../../web/src/app/field-messages";

const schema = z.object({
  name: z.string().min(1, "Preencha o campo 'Nome'").max(3, "O nome tem no máximo 3 letras"),
  period: z.tuple([z.string().min(1, "Preencha a data inicial"), z.string().min(1, "Preencha a data final")]),
  extra: z.string().min(1, "Não mostrado"),
});

function errorOf(value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("a entrada deveria ser inválida");
  return result.error;
}

describe("fieldMessages", () => {
  it("keeps the first message of each named field and leaves out the fields the form does not show", () => {
    const error = errorOf({ name: "", period: ["2025-01-01", "x"], extra: "" });
    expect(fieldMessages(error, ["name", "period"])).toEqual({ name: "Preencha o campo 'Nome'" });
  });

  it("maps other paths through a function, first message winning", () => {
    const error = errorOf({ name: "abcd", period: ["", ""], extra: "" });
    const messages = fieldMessages(error, (path) => {
      if (path[0] === "period") return path[1] === 0 ? "start" : "end";
      return path[0] === "name" ? "name" : undefined;
    });
    expect(messages).toEqual({ name: "O nome tem no máximo 3 letras", start: "Preencha a data inicial", end: "Preencha a data final" });
  });

  it("answers no message for a field without issues", () => {
    const error = errorOf({ name: "ab", period: ["a", "b"], extra: "" });
    expect(fieldMessages(error, ["name", "period"])).toEqual({});
  });
});
