import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/**
 * A React root in a container of its own, made before each test and unmounted and removed after it: what every
 * jsdom test that renders starts from. Called at the top of a file (or of a describe block).
 */
export interface MountedRoot {
  readonly root: Root;
  readonly container: HTMLDivElement;
  /** Unmounts what the test rendered and starts a new root in the same container (a screen opened again). */
  remount(): void;
}

/** `attached: false` leaves the container out of the document (hooks that draw nothing). */
export function useMountedRoot(options: { attached?: boolean } = {}): MountedRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement("div");
    if (options.attached ?? true) document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    const mounted = root;
    if (mounted) act(() => mounted.unmount());
    container?.remove();
    root = undefined;
    container = undefined;
  });

  return {
    get root(): Root {
      if (!root) throw new Error("a raiz do teste só existe dentro de um teste");
      return root;
    },
    get container(): HTMLDivElement {
      if (!container) throw new Error("o contêiner do teste só existe dentro de um teste");
      return container;
    },
    remount() {
      const mounted = root;
      if (!mounted || !container) throw new Error("a raiz do teste só existe dentro de um teste");
      act(() => mounted.unmount());
      root = createRoot(container);
    },
  };
}
