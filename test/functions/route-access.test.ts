import { beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "../../functions/plan/routes";
import { callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";

useTestTable();

let standardUser = "";
beforeAll(async () => {
  ({ user: standardUser } = await seedTenantWithSessions("demo"));
});

function concretePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === "kind" ? "products" : "1"));
}

function bodyFor(method: string) {
  return method === "GET" || method === "DELETE" ? undefined : {};
}

// The server enforces the route table's access for every route, whatever later issues add.
describe("route access", () => {
  const routes = allRoutes();

  it.each(routes.filter((r) => r.access === "admin" || r.access === "user"))("$routeKey needs a session (401)", async (route) => {
    const answer = await callApi(route.method, concretePath(route.path), { body: bodyFor(route.method) });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });

  it.each(routes.filter((r) => r.access === "admin"))("$routeKey is refused to a standard user (403)", async (route) => {
    const answer = await callApi(route.method, concretePath(route.path), { body: bodyFor(route.method), cookie: standardUser });
    expect(answer.status).toBe(403);
    expect(answer.body.message?.msg).toBe("Acesso restrito a administradores.");
  });

  it.each(routes.filter((r) => r.access === "apiKey"))("$routeKey needs an integration key (401)", async (route) => {
    const missing = await callApi(route.method, concretePath(route.path), { body: { items: [] } });
    expect(missing.status).toBe(401);
    const wrong = await callApi(route.method, concretePath(route.path), {
      body: { items: [] },
      headers: { authorization: "Bearer chave-que-nao-existe" },
    });
    expect(wrong.status).toBe(401);
  });
});
