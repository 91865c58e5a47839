/**
 * Fields held to a length by their input (`maxLength`, the same bound the server checks): once the text
 * reaches it, the field says so, so a paste cut short is never a surprise.
 */
export function limitReachedText(text: string, maxLength: number): string | undefined {
  return text.length >= maxLength ? `No máximo ${maxLength} caracteres.` : undefined;
}
