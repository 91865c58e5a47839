/**
 * The web tier's browser-like tests (`// @vitest-environment jsdom`): React's act() environment, and the
 * matchMedia jsdom lacks (Cloudscape asks it about reduced motion and breakpoints).
 */

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
}
export {};
