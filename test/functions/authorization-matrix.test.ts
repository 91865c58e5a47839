import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetBlobStore } from "../../functions/lib/blobs";
import { resetConfig } from "../../functions/lib/config";
import { setLocalJobRunner } from "../../functions/lib/jobs/start";
import { type Access, allRoutes, GROUP_NAMES, ROUTE_GROUPS } from "../../functions/plan/routes";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import { repoModuleUrl } from "../../infra/build/paths";
import type { ApiEnvelope } from "../../shared/api";
import { type RouteAnswer, sendToRoute } from "../support/api";
import {
  casePath,
  existingIds,
  HOME,
  HOME_MARKER,
  HOME_ORDER_ID,
  type HomeRecords,
  HomeTableWatch,
  hasStackTrace,
  isPtBrMessage,
  NEIGHBOUR,
  NO_SUCH_ROUTE,
  queryText,
  type RouteCase,
  routeCases,
  seedRouteTableTenants,
  sessionOf,
} from "../support/route-table";
import { useTestTable } from "../support/table";

/**
 * Every route of the table called by every kind of caller, the answer expected from the route's declared
 * access alone: a route added to functions/plan/routes.ts is called here the day it is added (and the file fails
 * until it has a sample request and a source for its path parameters in test/support/route-table.ts).
 * Path parameters name existing records of the home tenant; the neighbour tenant's calls must never show
 * them (HOME_MARKER) nor change anything the home tenant stored.
 */

useTestTable();

/** What a caller must get from a route, given the route's access. */
type Expectation =
  /** Served: not refused, no server error (a GET succeeds with its sample). */
  | "allowed"
  /** 401 and nothing stored. */
  | "unauthenticated"
  /** 403 and nothing stored. */
  | "forbidden"
  /** The neighbour acting on its own tenant with the home tenant's ids: never the home tenant's data, nothing of it changed; a read by id finds nothing. */
  | "isolated"
  /** The neighbour's session on the home tenant's host: refused (401/403, or 404 for an id), never the home tenant's data, nothing stored. */
  | "refusedForeignSession";

interface Caller {
  name: string;
  host: string;
  credentials(): Promise<{ cookie?: string; headers?: Record<string, string> }>;
  expects: Readonly<Record<Access, Expectation>>;
}

const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

const CALLERS: readonly Caller[] = [
  {
    name: "anônimo",
    host: HOME.host,
    credentials: async () => ({}),
    expects: { public: "allowed", user: "unauthenticated", admin: "unauthenticated", apiKey: "unauthenticated" },
  },
  {
    name: "usuário padrão",
    host: HOME.host,
    credentials: async () => ({ cookie: await sessionOf(HOME, HOME.standardUser) }),
    expects: { public: "allowed", user: "allowed", admin: "forbidden", apiKey: "unauthenticated" },
  },
  {
    name: "administrador",
    host: HOME.host,
    credentials: async () => ({ cookie: await sessionOf(HOME, HOME.admin) }),
    expects: { public: "allowed", user: "allowed", admin: "allowed", apiKey: "unauthenticated" },
  },
  {
    name: "chave de integração da empresa",
    host: HOME.host,
    credentials: async () => bearer(HOME.apiKey),
    expects: { public: "allowed", user: "unauthenticated", admin: "unauthenticated", apiKey: "allowed" },
  },
  {
    name: "chave de integração inexistente",
    host: HOME.host,
    credentials: async () => bearer("chave-que-nao-existe-0000"),
    expects: { public: "allowed", user: "unauthenticated", admin: "unauthenticated", apiKey: "unauthenticated" },
  },
  {
    name: "administrador de outra empresa, no endereço dela",
    host: NEIGHBOUR.host,
    credentials: async () => ({ cookie: await sessionOf(NEIGHBOUR, NEIGHBOUR.admin) }),
    expects: { public: "allowed", user: "isolated", admin: "isolated", apiKey: "unauthenticated" },
  },
  {
    name: "administrador de outra empresa, neste endereço",
    host: HOME.host,
    credentials: async () => ({ cookie: await sessionOf(NEIGHBOUR, NEIGHBOUR.admin) }),
    expects: { public: "allowed", user: "refusedForeignSession", admin: "refusedForeignSession", apiKey: "unauthenticated" },
  },
  {
    name: "chave de integração de outra empresa",
    host: HOME.host,
    credentials: async () => bearer(NEIGHBOUR.apiKey),
    expects: { public: "allowed", user: "unauthenticated", admin: "unauthenticated", apiKey: "isolated" },
  },
];

const cases = routeCases();
let records: HomeRecords;
let watch: HomeTableWatch;
const blobDir = mkdtempSync(path.join(tmpdir(), "back-office-matrix-"));

beforeAll(async () => {
  process.env.LOCAL_BLOB_DIR = blobDir;
  resetConfig();
  resetBlobStore();
  installLocalJobRunner();
  records = await seedRouteTableTenants();
  watch = new HomeTableWatch(records);
});

afterAll(() => {
  setLocalJobRunner(undefined);
  rmSync(blobDir, { recursive: true, force: true });
});

interface Reading {
  status: number;
  /** The envelope, when the answer is JSON. */
  envelope: ApiEnvelope<unknown> | undefined;
  text: string;
}

function read(answer: RouteAnswer): Reading {
  const isJson = (answer.headers["content-type"] ?? "").includes("application/json");
  const envelope = isJson ? (answer.json() as ApiEnvelope<unknown>) : undefined;
  return { status: answer.status, envelope, text: envelope ? JSON.stringify(envelope) : "" };
}

async function call(caller: Caller, routeCase: RouteCase) {
  const ids = await existingIds(routeCase, records);
  const before = await watch.before();
  const { cookie, headers } = await caller.credentials();
  const pathAndQuery = `${casePath(routeCase, ids)}${queryText(routeCase.query)}`;
  const target = `${routeCase.route.method} ${pathAndQuery}`;
  const answer = await sendToRoute(routeCase.route.method, pathAndQuery, {
    body: routeCase.body,
    host: caller.host,
    ...(cookie ? { cookie } : {}),
    ...(headers ? { headers } : {}),
  });
  await settleLocalJobs();
  /** What the call stored in the home tenant (read back only for calls that must store nothing). */
  const storedChanges = () => watch.changesSince(before);
  return { reading: read(answer), target, storedChanges };
}

function expectErrorEnvelope(reading: Reading, target: string) {
  expect(reading.envelope?.success, `${target}: envelope JSON de erro`).toBe(false);
  expect(isPtBrMessage(reading.envelope?.message?.msg), `${target}: mensagem em pt-BR (${reading.text.slice(0, 200)})`).toBe(true);
}

function expectNoHomeData(reading: Reading, target: string) {
  expect(reading.envelope, `${target}: resposta JSON`).toBeDefined();
  expect(reading.text.toUpperCase(), `${target}: dados da outra empresa na resposta`).not.toContain(HOME_MARKER);
}

describe("the route table and the handlers agree", () => {
  // httpApi refuses to build a group's handler that lacks one of the group's routes.
  it.each(GROUP_NAMES)("the %s handler implements every route of its group", async (group) => {
    const module = (await import(/* @vite-ignore */ repoModuleUrl(ROUTE_GROUPS[group].entry))) as { handler?: unknown };
    expect(typeof module.handler).toBe("function");
  });

  it("has a case for every route of the table", () => {
    expect(new Set(cases.map((routeCase) => routeCase.route.routeKey))).toEqual(new Set(allRoutes().map((route) => route.routeKey)));
  });

  it("opens to a standard user only the session and the floor; printing and every list of admin data need an administrator", () => {
    const standardRoutes = allRoutes()
      .filter((route) => route.access === "user")
      .map((route) => route.routeKey)
      .sort();
    expect(standardRoutes).toEqual(
      [
        "GET /api/check",
        "POST /api/use_and_loss",
        "GET /api/use_and_loss/mine",
        "POST /api/use_and_loss/{id}/undo",
        "POST /api/stock_taking",
        "GET /api/stock_taking/mine",
        "POST /api/stock_taking/{id}/undo",
        "GET /api/floor_product",
      ].sort(),
    );
    for (const route of allRoutes().filter((entry) => entry.group === "reports")) expect(route.access, route.routeKey).toBe("admin");
  });

  it("shows the home tenant's marked records to its administrator (the leak check sees them)", async () => {
    const order = await sendToRoute("GET", `/api/purchase_orders/${HOME_ORDER_ID}`, { cookie: await sessionOf(HOME, HOME.admin) });
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.json())).toContain(HOME_MARKER);
  });
});

describe.each(CALLERS)("$name", (caller) => {
  it.each(cases)("$name", async (routeCase) => {
    const expectation = caller.expects[routeCase.route.access];
    if (!expectation) throw new Error(`${routeCase.name}: acesso '${routeCase.route.access}' sem resposta esperada para ${caller.name}`);
    const { reading, target, storedChanges } = await call(caller, routeCase);
    expect(reading.status, `${target}: erro do servidor`).toBeLessThan(500);
    expect(hasStackTrace(reading.text), `${target}: rastro de pilha na resposta`).toBe(false);
    switch (expectation) {
      case "allowed": {
        expect([401, 403], `${target}: recusado (${reading.text.slice(0, 200)})`).not.toContain(reading.status);
        expect(reading.envelope?.message?.msg, `${target}: rota não encontrada`).not.toBe(NO_SUCH_ROUTE);
        if (routeCase.route.method === "GET") expect(reading.status, `${target}: leitura sem sucesso (${reading.text.slice(0, 200)})`).toBeLessThan(400);
        if (reading.status >= 400) expectErrorEnvelope(reading, target);
        break;
      }
      case "unauthenticated":
      case "forbidden": {
        expect(reading.status, `${target}: ${reading.text.slice(0, 200)}`).toBe(expectation === "unauthenticated" ? 401 : 403);
        expectErrorEnvelope(reading, target);
        expect(await storedChanges(), `${target}: gravou algo`).toEqual([]);
        break;
      }
      case "isolated": {
        expectNoHomeData(reading, target);
        if (routeCase.route.method === "GET" && routeCase.idParams.length > 0) expect(reading.status, target).toBe(404);
        if (reading.status >= 400) expectErrorEnvelope(reading, target);
        expect(await storedChanges(), `${target}: alterou dados da outra empresa`).toEqual([]);
        break;
      }
      case "refusedForeignSession": {
        const refusals = routeCase.idParams.length > 0 ? [401, 403, 404] : [401, 403];
        expect(refusals, `${target}: sessão de outra empresa aceita (${reading.status} ${reading.text.slice(0, 200)})`).toContain(reading.status);
        expectNoHomeData(reading, target);
        expectErrorEnvelope(reading, target);
        expect(await storedChanges(), `${target}: gravou algo`).toEqual([]);
        break;
      }
    }
  });
});

describe("a session of another tenant", () => {
  it("cannot be signed out from this tenant's host: it goes on working on its own", async () => {
    const cookie = await sessionOf(NEIGHBOUR, NEIGHBOUR.admin);
    const signOut = await sendToRoute("POST", "/api/logout", { body: {}, cookie, host: HOME.host });
    expect(signOut.status).toBe(200);
    const check = await sendToRoute("GET", "/api/check", { cookie, host: NEIGHBOUR.host });
    expect(check.status).toBe(200);
  });
});
