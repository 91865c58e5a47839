// The renderer's default English hyphenation patterns: the reports register their own callback that keeps
// pt-BR words whole, so the patterns are never consulted.
export const syllables = (word) => [word];
