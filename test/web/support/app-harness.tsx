import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { CurrentUser } from "../../../shared/contracts/session";
import { clearCurrentUser } from "../../../web/src/app/current-user";
import { clearNotifications } from "../../../web/src/app/notifications";
import { createAppRouter } from "../../../web/src/router";
import { useMountedRoot } from "./mounted-root";

/**
 * The whole app in jsdom, as a browser opens one of its addresses: the route table, the shell, the
 * notifications, Cloudscape in pt-BR. The API is a function of the request (its address, its method); what it
 * leaves unanswered gets an empty success, and the session check answers the demo administrator.
 */
type ApiAnswer = (url: URL, method: string) => Response | undefined;

const ADMIN: CurrentUser = { id: 1, name: "Administrador", username: "admin", avatar: "", admin: true };

/** The address a fetch was called with, whatever form it came in (a string, a URL, a Request). */
export function requestUrl(input: Parameters<typeof fetch>[0]): URL {
  return new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
}

export function apiAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** What the server answers for a read that failed (spec §8): a 500 with no message of its own. */
export const FAILED_READ = () => apiAnswer(500, { success: false });

const LOGO = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const ok = (data: unknown) => apiAnswer(200, { success: true, data });

function shellAnswer(url: URL): Response {
  if (url.pathname === "/api/check") return ok(ADMIN);
  if (url.pathname === "/api/tenant_data") return ok({ byname: "SUPERMERCADO BOM PREÇO LTDA" });
  if (url.pathname === "/api/tenant_logo") return ok({ logo: LOGO });
  return ok([]);
}

export interface AppHarness {
  /** Opens the address as a page load does, with the API answering as `answer` says. */
  open(path: string, answer: ApiAnswer): Promise<void>;
  /** What the page shows as text now. */
  text(): string;
  /**
   * Every notification the page showed since it opened, in order, each once (a notification closes by itself
   * after 5 s, and the first screen can take longer to load its modules in jsdom).
   */
  notificationsShown(): string[];
  /** Waits (letting the app's answers and effects run) until `condition` holds; fails saying `what` otherwise. */
  until(what: string, condition: () => boolean): Promise<void>;
}

export function useAppHarness(): AppHarness {
  let shown: string[] = [];
  let watcher: MutationObserver | undefined;

  const recordNotifications = () => {
    for (const item of createWrapper(document.body).findFlashbar()?.findItems() ?? []) {
      const content = item.findContent()?.getElement().textContent ?? "";
      if (content && !shown.includes(content)) shown.push(content);
    }
  };

  beforeEach(() => {
    shown = [];
    watcher = new MutationObserver(recordNotifications);
    watcher.observe(document.body, { subtree: true, childList: true, characterData: true });
    clearCurrentUser();
    clearNotifications();
  });

  afterEach(() => {
    watcher?.disconnect();
    vi.unstubAllGlobals();
    clearNotifications();
  });
  // After the hooks above: the screen is unmounted before they run (vitest runs after-hooks last registered first).
  const mounted = useMountedRoot();

  const text = () => document.body.textContent ?? "";

  return {
    text,
    notificationsShown: () => [...shown],
    open: async (path, answer) => {
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>(async (input, init) => {
          const url = requestUrl(input);
          return answer(url, init?.method ?? "GET") ?? shellAnswer(url);
        }),
      );
      const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
      await act(async () =>
        mounted.root.render(
          <I18nProvider locale="pt-BR" messages={[ptBR]}>
            <RouterProvider router={router} />
          </I18nProvider>,
        ),
      );
    },
    until: async (what, condition) => {
      // The first screen loads the shell's and the list kit's modules: seconds on a busy machine.
      const deadline = Date.now() + 45_000;
      while (!condition() && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(condition(), `${what}; a página mostra: ${text().slice(0, 600)}`).toBe(true);
    },
  };
}
