/**
 * Typing a day as dd/mm/aaaa with digits only (a phone's numeric keypad has no '/'): digits alone get their
 * slashes ("01032026" -> "01/03/2026"), and a third digit typed after "dd/" or "dd/mm" starts the next part.
 * Anything else is left as typed; parsing it is parseDateInput's job.
 */
export function maskDateTyping(previous: string, next: string): string {
  if (/^\d{3,8}$/.test(next)) return [next.slice(0, 2), next.slice(2, 4), next.slice(4)].filter(Boolean).join("/");
  const typedAtEnd = next.length === previous.length + 1 && next.startsWith(previous);
  const overflow = typedAtEnd ? /^(\d{1,2}\/\d{2})(\d)$/.exec(next) : null;
  return overflow ? `${overflow[1]}/${overflow[2]}` : next;
}
