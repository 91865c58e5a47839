/**
 * The web tier's browser-like tests (`// @vitest-environment jsdom`): React's act() environment, and what
 * jsdom lacks: matchMedia (Cloudscape asks it about reduced motion and breakpoints) and CSS.escape (the list
 * kit finds a column's header by its id).
 */

/** CSS.escape as CSSOM defines it ("serialize an identifier"). */
function cssEscape(value: string): string {
  let escaped = "";
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) escaped += "\uFFFD";
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) escaped += `\\${code.toString(16)} `;
    else if (index === 0 && code >= 0x30 && code <= 0x39) escaped += `\\${code.toString(16)} `;
    else if (index === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d) escaped += `\\${code.toString(16)} `;
    else if (index === 0 && value.length === 1 && code === 0x2d) escaped += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) escaped += char;
    else escaped += `\\${char}`;
  }
  return escaped;
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

if (typeof window !== "undefined") {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!("CSS" in globalThis)) Object.defineProperty(globalThis, "CSS", { value: { escape: cssEscape } });
}
export {};
