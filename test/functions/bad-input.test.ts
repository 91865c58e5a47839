import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Access } from "../../functions/plan/routes";
import { type Runtime, startRuntime } from "../../infra/local/runtime";
import { settleLocalJobs } from "../../infra/local/jobs";
import type { ApiEnvelope } from "../../shared/api";
import {
  type BrokenBody,
  brokenSample,
  everyNodeBroken,
  implausibleNodes,
  implausibleQueryDays,
  isPlainObject,
  jsonText,
  junkBody,
  junkQuery,
  type Misspelling,
  misspell,
  misspelling,
  oddSpellings,
} from "../support/bad-input-generators";
import {
  casePath,
  existingIds,
  HOME,
  type HomeRecords,
  HomeTableWatch,
  hasStackTrace,
  isPtBrMessage,
  queryText,
  type RouteCase,
  SAMPLE_DAY,
  routeCases,
  seedRouteTableTenants,
  sessionOf,
} from "../support/route-table";
import { useTestTable } from "../support/table";

/**
 * Bad input on every route of the table, through the local server as a careless integrator sends it:
 * generated bodies (wrong types, missing fields, numbers past 2^53, number look-alikes, long texts, nested
 * junk, text that is not JSON), query strings and path ids. Whatever comes in: never a 5xx, never a stack
 * trace, a refusal carries a pt-BR message in the envelope and stores nothing (the home tenant read back).
 * Runs are seeded; FC_RUNS sets how many per property (FC_RUNS=1000 for a long run), FC_SEED another seed.
 */

const FC_RUNS = Number(process.env.FC_RUNS ?? 5);
const FC_SEED = Number(process.env.FC_SEED ?? 1_120_2026);
const PROPERTY_TIMEOUT_MS = 60_000 + FC_RUNS * 2_000;
const fcParameters = { numRuns: FC_RUNS, seed: FC_SEED, endOnFailure: true } as const;

/** Runs every example first (fast-check counts them among the runs), then FC_RUNS generated inputs. */
function withExamples<T>(examples: T[]) {
  return { ...fcParameters, numRuns: FC_RUNS + examples.length, examples };
}

const table = useTestTable();
const dataDir = mkdtempSync(path.join(tmpdir(), "back-office-bad-input-"));
let runtime: Runtime;
let records: HomeRecords;
let watch: HomeTableWatch;

beforeAll(async () => {
  runtime = await startRuntime({
    port: 0,
    dataDir,
    dynamoEndpoint: inject("dynamoEndpoint"),
    tableName: table.tableName,
    demoStore: false,
    buildWeb: false,
  });
  records = await seedRouteTableTenants();
  watch = new HomeTableWatch(records);
});

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  text: string;
  envelope: ApiEnvelope<unknown> | undefined;
}

async function credentialsFor(access: Access): Promise<Record<string, string>> {
  switch (access) {
    case "public":
      return {};
    case "user":
      return { cookie: await sessionOf(HOME, HOME.standardUser) };
    case "admin":
      return { cookie: await sessionOf(HOME, HOME.admin) };
    case "apiKey":
      return { authorization: `Bearer ${HOME.apiKey}` };
  }
}

interface Attempt {
  routeCase: RouteCase;
  /** Raw values of path parameters (the others name existing records). */
  rawParams?: Readonly<Record<string, string>>;
  /** Raw query text, with its "?". */
  query?: string;
  body?: string;
  contentType?: string;
}

async function send(attempt: Attempt): Promise<{ answer: Answer; target: string; storedChanges: () => Promise<string[]> }> {
  const { routeCase } = attempt;
  const { method, access } = routeCase.route;
  const ids = await existingIds(routeCase, records);
  const before = await watch.before();
  const pathAndQuery = `${casePath(routeCase, ids, attempt.rawParams)}${attempt.query ?? queryText(routeCase.query)}`;
  const body = method === "GET" ? undefined : (attempt.body ?? (routeCase.body === undefined ? undefined : jsonText(routeCase.body)));
  const headers: Record<string, string> = { ...(await credentialsFor(access)) };
  if (body !== undefined) headers["content-type"] = attempt.contentType ?? "application/json";
  const response = await fetch(`${runtime.url}${pathAndQuery}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  await settleLocalJobs();
  let envelope: ApiEnvelope<unknown> | undefined;
  try {
    envelope = JSON.parse(text) as ApiEnvelope<unknown>;
  } catch {
    envelope = undefined;
  }
  const target = `${method} ${pathAndQuery.slice(0, 300)}${body === undefined ? "" : ` corpo: ${body.slice(0, 300)}`}`;
  return { answer: { status: response.status, text, envelope }, target, storedChanges: () => watch.changesSince(before) };
}

/**
 * Whatever the input: no 5xx, no stack trace; a refusal is the JSON envelope with a pt-BR message and
 * leaves the home tenant as it was. With `refused`, the input was bad for sure and must be refused.
 */
async function expectSoundAnswer(attempt: Attempt, options: { refused: boolean; status?: number }): Promise<void> {
  const { answer, target, storedChanges } = await send(attempt);
  if (options.status !== undefined) expect(answer.status, `${target}: ${answer.text.slice(0, 200)}`).toBe(options.status);
  expect(answer.status, `${target}: erro do servidor (${answer.text.slice(0, 200)})`).toBeLessThan(500);
  expect(hasStackTrace(answer.text), `${target}: rastro de pilha na resposta`).toBe(false);
  if (options.refused) expect(answer.status, `${target}: entrada inválida aceita (${answer.text.slice(0, 200)})`).toBeGreaterThanOrEqual(400);
  if (answer.status < 400) return;
  expect(answer.envelope?.success, `${target}: sem envelope JSON (${answer.status} ${answer.text.slice(0, 200)})`).toBe(false);
  expect(isPtBrMessage(answer.envelope?.message?.msg), `${target}: mensagem fora do padrão: ${answer.text.slice(0, 200)}`).toBe(true);
  expect(await storedChanges(), `${target}: recusado, mas gravou`).toEqual([]);
}

const cases = routeCases();
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const mutatingCases = cases.filter((routeCase) => MUTATING.has(routeCase.route.method));
/** Cases whose sample body has fields (a body the route needs); others ignore or take any body. */
const casesWithBody = mutatingCases.filter((routeCase) => isPlainObject(routeCase.body) && Object.keys(routeCase.body).length > 0);
const firstCaseOfEachRoute = (list: RouteCase[]) => list.filter((routeCase, index) => list.findIndex((other) => other.route === routeCase.route) === index);
const casesWithPathParams = firstCaseOfEachRoute(cases.filter((routeCase) => routeCase.pathParams.length > 0));
const readCases = cases.filter((routeCase) => routeCase.route.method === "GET");

async function currentValue(routeCase: RouteCase, name: string): Promise<string> {
  const value = (await existingIds(routeCase, records))[name] ?? routeCase.fixed[name];
  if (value === undefined) throw new Error(`${routeCase.name}: parâmetro '${name}' sem valor`);
  return value;
}

describe("generated bodies and query strings on every route that writes", () => {
  it.each(mutatingCases)(
    "$name: junk bodies and query strings get a pt-BR refusal or a success, never a 5xx",
    async (routeCase) => {
      await fc.assert(
        fc.asyncProperty(junkBody(routeCase.body), junkQuery, async (body, query) => {
          await expectSoundAnswer({ routeCase, body, query }, { refused: false });
        }),
        fcParameters,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(casesWithBody)(
    "$name: a valid body with one field broken is refused in pt-BR and stores nothing",
    async (routeCase) => {
      await fc.assert(
        fc.asyncProperty(brokenSample(routeCase.body), junkQuery, async ({ body }, query) => {
          await expectSoundAnswer({ routeCase, body, query }, { refused: true });
        }),
        withExamples(everyNodeBroken(routeCase.body).map((broken): [BrokenBody, string] => [broken, ""])),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(casesWithBody)("$name: a body sent as something other than JSON is refused", async (routeCase) => {
    await expectSoundAnswer({ routeCase, body: jsonText(routeCase.body), contentType: "text/plain" }, { refused: true });
  });
});

/**
 * Issue 25 (items 3, 6, 7): a valid sample with one day made implausible (0000, 1900, 9999, more than a year
 * ahead), one text given a control or bidirectional character or a lone surrogate, or one money field given a
 * decimal more than it takes: 400 with a pt-BR message, nothing stored. Days of queries too.
 */
describe("implausible days, invisible characters and money decimals on every route", () => {
  /** Optional days the samples leave out, added so their checks are sent too. */
  const OPTIONAL_DAYS: Readonly<Record<string, Record<string, string>>> = {
    "POST /api/stock_taking": { take_date: SAMPLE_DAY },
  };
  const withOptionalDays = (routeCase: RouteCase) => ({ ...(routeCase.body as Record<string, unknown>), ...OPTIONAL_DAYS[routeCase.name] });
  const casesWithImplausible = casesWithBody.filter((routeCase) => implausibleNodes(withOptionalDays(routeCase)).length > 0);
  const readCasesWithDays = cases.filter((routeCase) => implausibleQueryDays(routeCase.query).length > 0);

  it("covers the days, texts and money fields the issue names", () => {
    const names = casesWithImplausible.map((routeCase) => routeCase.name);
    for (const name of ["POST /api/stock_taking", "POST /api/use_and_loss", "PUT /api/users/{id}", "PUT /api/pricing_notable_loss/{id}", "POST /api/pricing"]) {
      expect(names).toContain(name);
    }
    for (const kind of ["use_and_loss", "entries", "stock_takings", "purchase_orders", "sales", "products", "groups", "suppliers"]) {
      expect(names).toContain(`POST /api/integration/${kind}`);
    }
    expect(readCasesWithDays.map((routeCase) => routeCase.name)).toEqual(
      expect.arrayContaining(["GET /api/daily_sales", "GET /api/use_and_loss/icms_reversal", "GET /api/use_and_loss/writeoff_available"]),
    );
  });

  it.each(casesWithImplausible)(
    "$name: each day, text and money field made implausible is refused with 400 and stores nothing",
    async (routeCase) => {
      for (const broken of implausibleNodes(withOptionalDays(routeCase))) {
        await expectSoundAnswer({ routeCase, body: broken.body }, { refused: true, status: 400 });
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(readCasesWithDays)(
    "$name: each day of the query made implausible is refused with 400",
    async (routeCase) => {
      for (const query of implausibleQueryDays(routeCase.query)) {
        await expectSoundAnswer({ routeCase, query: queryText(query) }, { refused: true, status: 400 });
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});

/**
 * One rule for a product's quantity on every path (shared/contracts/floor.ts): the sample products are counted in
 * whole units (UN), so 2,5 of them is refused with 400 and the collector's message, and nothing is stored.
 */
describe("a fraction of a whole unit on every path that takes a product's quantity", () => {
  const FRACTIONS: Readonly<Record<string, (body: Record<string, unknown>) => Record<string, unknown>>> = {
    "POST /api/stock_taking": (body) => ({ ...body, quantity: 2.5 }),
    "POST /api/stock_taking/{id}/fix": (body) => ({ ...body, stock: 2.5 }),
    "POST /api/use_and_loss": (body) => ({ ...body, quantity: 2.5 }),
    "POST /api/integration/stock_takings": (body) => ({ items: (body.items as Record<string, unknown>[]).map((item) => ({ ...item, quantity: 2.5 })) }),
    "POST /api/integration/use_and_loss": (body) => ({ items: (body.items as Record<string, unknown>[]).map((item) => ({ ...item, quantity: 2.5 })) }),
  };
  const fractionCases = casesWithBody.filter((routeCase) => FRACTIONS[routeCase.name] !== undefined);

  it("covers every such path", () => {
    expect(new Set(fractionCases.map((routeCase) => routeCase.name))).toEqual(new Set(Object.keys(FRACTIONS)));
  });

  it.each(fractionCases)("$name: 2,5 UN is refused with 400 and the whole-unit message, storing nothing", async (routeCase) => {
    const broken = FRACTIONS[routeCase.name]?.(routeCase.body as Record<string, unknown>);
    const { answer, storedChanges } = await send({ routeCase, body: jsonText(broken) });
    expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    expect(answer.envelope?.message?.msg).toContain("A quantidade em UN deve ser um número inteiro.");
    expect(await storedChanges()).toEqual([]);
  });
});

describe("odd path values on every route with path parameters", () => {
  it.each(casesWithPathParams)(
    "$name: a path value written any other way names no record",
    async (routeCase) => {
      const names = routeCase.pathParams;
      const everySpelling: [string, Misspelling][] = [];
      for (const name of names) {
        const count = oddSpellings(await currentValue(routeCase, name)).length;
        for (let spelling = 0; spelling < count; spelling++) everySpelling.push([name, { spelling }]);
      }
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), misspelling, async (name, how) => {
          const raw = misspell(await currentValue(routeCase, name), how);
          await expectSoundAnswer({ routeCase, rawParams: { [name]: raw } }, { refused: true });
        }),
        withExamples(everySpelling),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("generated query strings on every route that reads", () => {
  it.each(readCases)(
    "$name: junk query strings never make a 5xx",
    async (routeCase) => {
      await fc.assert(
        fc.asyncProperty(junkQuery, async (query) => {
          await expectSoundAnswer({ routeCase, query }, { refused: false });
        }),
        fcParameters,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("requests past the size limits", () => {
  const oversizedBody = `{"items":[${JSON.stringify("x".repeat(11 * 1024 * 1024))}]}`;
  it.each(firstCaseOfEachRoute(casesWithBody))("$name: a body past the limit is refused with a pt-BR message", async (routeCase) => {
    await expectSoundAnswer({ routeCase, body: oversizedBody }, { refused: true });
  });

  it.each(readCases.slice(0, 1))("$name: a URL longer than the server reads is refused with a pt-BR message", async (routeCase) => {
    await expectSoundAnswer({ routeCase, query: `?q=${"a".repeat(20_000)}` }, { refused: true });
  });
});

/** The watch skips reading the table back after a call that sent nothing but reads: it must still see a write. */
describe("the home tenant's watch", () => {
  it("sees what a call that is accepted stores", async () => {
    const routeCase = cases.find((candidate) => candidate.name === "PUT /api/pricing_settings");
    if (!routeCase) throw new Error("Sem o caso PUT /api/pricing_settings na tabela de rotas.");
    // Two endings one after the other: the second changes the stored one, whatever it was.
    await send({ routeCase, body: jsonText({ price_ending: "none" }) });
    const { answer, storedChanges } = await send({ routeCase, body: jsonText({ price_ending: "90" }) });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(await storedChanges()).toEqual([expect.stringMatching(/^(gravado|alterado): /)]);
  });
});
