import "@cloudscape-design/global-styles/index.css";
import "./app/app.css";
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setUnauthorizedHandler } from "./app/api";
import { provideNotableToggleHost } from "./app/notable-flags/NotableFlags";
import { createAppRouter } from "./router";

const router = createAppRouter();

provideNotableToggleHost(() => import("./features/notable_products/NotableToggleHost"));

// Spec §7: a 401 on any call goes to /login, remembering where the user was.
setUnauthorizedHandler((from) => {
  if (router.state.location.pathname === "/login") return;
  void router.navigate({ to: "/login", search: { from } });
});

const container = document.getElementById("root");
if (!container) throw new Error("Elemento #root ausente em index.html");

createRoot(container).render(
  <StrictMode>
    <I18nProvider locale="pt-BR" messages={[ptBR]}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
