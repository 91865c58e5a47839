import * as z from "zod";

/**
 * The one check of every text field the API takes (screens and integration): no character that a person
 * cannot see or that changes how the text around it is shown. Refused: C0 and C1 controls (NUL, ESC, tab,
 * newline, DEL; no field of the API is multi-line), the bidirectional controls (U+200E, U+200F, U+202A to
 * U+202E, U+2066 to U+2069: U+202E made a name print reversed in lists and PDFs) and lone surrogates (half a
 * character, which no font draws and DynamoDB's UTF-8 cannot hold as sent).
 */

// \p{Cc} is U+0000-U+001F and U+007F-U+009F; with the u flag \p{Cs} matches only a surrogate without its pair.
const INVALID_CHARACTER = /[\p{Cc}\p{Cs}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text holds a character no text field takes. */
export function hasInvalidCharacters(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/** The refusal, naming the field: "O campo 'Local de Uso' contém caracteres inválidos." */
export const invalidCharactersMessage = (label: string): string => `O campo '${label}' contém caracteres inválidos.`;

/**
 * The schema every text field starts from: a string (`error` when it is not one) without invalid characters
 * (refused naming the field, before any trim, so a trailing newline is refused rather than dropped). Chain the
 * field's own length and format checks after it.
 */
export function textInput(label: string, error: string) {
  return z.string({ error }).refine((text) => !hasInvalidCharacters(text), { error: invalidCharactersMessage(label), abort: true });
}
