/**
 * `npm run bench`: DESIGN §10 measured on the demo store. Starts DynamoDB Local persisted under .data/bench
 * (reused between runs), seeds the store once (BENCH_SCALE, default large), then prints one table:
 * one-off timings (seeding, one day's aggregation) and warm p50/p95 of each list endpoint through its real
 * Lambda handler beside the floor (the same items read straight with the SDK) and their ratio.
 * Later work adds rows by adding to ONE_SHOTS and MEASUREMENTS below. BENCH_DATA_DIR moves the data.
 * Each row prints the machine's load before and after it, marked 'não comparável' when other work ran;
 * `npm run bench -- --only <text>` measures only the rows whose name contains the text; `--profile` adds a
 * CPU profile of each measured row's handler (test/bench/profile.ts), and of a browser row's page load
 * (test/bench/browser-profile.ts).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { log } from "../../functions/lib/log";
import { resetConfig } from "../../functions/lib/config";
import { DEMO_TENANT_ID, sha256Hex } from "../../infra/local/demo-tenant";
import { ensureTable, startDynamoLocal } from "../../infra/local/dynamodb";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import { isSeeded, type SeedScale, seedDemo, upgradeSeededStore } from "../../infra/local/seed";
import { findUserByUsername } from "../../functions/lib/request/user-record";
import { addDays } from "../../shared/dates";
import { nfeImportMeasurements, nfeImportOneShots } from "./nfe-imports";
import { callRoute } from "./api";
import { BUNDLE_ROW_PREFIX, bundleRows } from "./bundles";
import { timeOnce, timePair } from "./measure";
import { formatProfile, profileCalls, saveProfile, summarizeProfiles } from "./profile";
import { otherWorkCores, sampleCpu } from "./cpu-share";
import { type BenchRow, busyRule, busyWhileMeasured, formatTable, ratio } from "./report";
import { productSalesExcelOneShot } from "./exports";
import { notableMeasurements } from "./notable";
import { useAndLossMeasurements } from "./use-and-loss";
import { dashboardMeasurements } from "./dashboard";
import { inventoryMeasurements, inventoryOneShots } from "./inventories";
import { printMeasurements } from "./printing";
import { pricingMeasurements, pricingOneShots } from "./pricing-classify";
import { purchaseOrderPdfOneShot, purchaseOrdersMeasurements } from "./purchasing";
import { rendererColdOneShot } from "./renderer-cold";
import { aggregationOneShot, latestSalesDay, salesMeasurements } from "./sales";
import type { Measurement, OneShot } from "./types";
import { WEB_FIRST_LOAD_ROW, webFirstLoadRow } from "./web";
import { type BrowserBenchContext, browserListRows, startBrowserBench } from "./browser-lists";
import { buildProfileWeb, formatBrowserProfile, profileFirstVisit } from "./browser-profile";

interface BenchContext {
  tenantId: string;
  cookie: string;
  /** The signed-in administrator (the floor reads its record, as the session check does). */
  userId: number;
  /** The latest aggregated day; lists read the 30 days ending there. */
  lastDay: string;
}

const ONE_SHOTS: ((context: BenchContext) => OneShot[])[] = [
  (context) => [aggregationOneShot(context.tenantId, context.lastDay)],
  (context) => [purchaseOrderPdfOneShot(context.tenantId, context.lastDay)],
  (context) => [rendererColdOneShot(context)],
  (context) => [productSalesExcelOneShot({ ...context, firstDay: addDays(context.lastDay, -29) })],
  inventoryOneShots,
  pricingOneShots,
  nfeImportOneShots,
];
const MEASUREMENTS: ((context: BenchContext) => Measurement[])[] = [salesMeasurements, notableMeasurements, printMeasurements, useAndLossMeasurements, purchaseOrdersMeasurements, inventoryMeasurements, pricingMeasurements, dashboardMeasurements, nfeImportMeasurements];

const WARMUPS = 3;
// Enough runs that one slow call (a GC pause, the JVM under DynamoDB Local) does not make the p95 alone.
const RUNS = 50;

// A profile of this many handler calls after the row's timed runs (`--profile`).
const PROFILED_CALLS = 20;

const say = (line: string) => console.log(line);
const CORES = os.cpus().length;
const loadNow = () => os.loadavg()[0] ?? 0;

/** `--only <text>`: the rows whose name contains it (case-insensitive); none given: every row. */
function rowFilter(argv: readonly string[]): (name: string) => boolean {
  const at = argv.indexOf("--only");
  if (at === -1) return () => true;
  const text = argv[at + 1];
  if (!text) throw new Error("--only pede o texto do nome da medição, por exemplo: npm run bench -- --only pricing_products");
  return (name) => name.toLowerCase().includes(text.toLowerCase());
}

/** Measures a row with the load average before and after it, and the CPU other processes used meanwhile. */
async function withLoad(measure: () => Promise<BenchRow>): Promise<BenchRow> {
  const before = loadNow();
  const cpuBefore = sampleCpu();
  const row = await measure();
  const cpuAfter = sampleCpu();
  const measured: BenchRow = { ...row, load: { before, after: loadNow() } };
  if (cpuBefore && cpuAfter) measured.otherCores = otherWorkCores(cpuBefore, cpuAfter);
  return measured;
}

function parseScale(value: string | undefined): SeedScale {
  if (value === undefined || value === "large") return "large";
  if (value === "small") return "small";
  throw new Error(`BENCH_SCALE inválido: ${value} (use small ou large)`);
}

async function signInAdmin(): Promise<string> {
  const answer = await callRoute("POST", "/api/login", { body: { username: "admin", password: sha256Hex("admin") } });
  const cookie = answer.cookies[0]?.split(";")[0];
  if (answer.status !== 200 || !cookie) throw new Error(`Login do admin falhou (${answer.status}).`);
  return cookie;
}

async function oneShotRow(shot: OneShot): Promise<BenchRow> {
  if (shot.warmup) await shot.warmup();
  const { ms, value } = await timeOnce(shot.run);
  const floor = shot.floor ? (await timeOnce(shot.floor)).ms : undefined;
  return {
    name: shot.name,
    p50: ms,
    p95: ms,
    ...(floor === undefined ? {} : { floorP50: floor, floorP95: floor }),
    detail: value,
    ...(shot.target ? { target: `< ${shot.target.maxMs} ms`, ok: ms < shot.target.maxMs } : {}),
  };
}

async function measurementRow(measurement: Measurement): Promise<BenchRow> {
  const { run: handler, floor } = await timePair(measurement.run, measurement.floor, {
    warmups: WARMUPS,
    runs: RUNS,
    ...(measurement.before ? { before: measurement.before } : {}),
  });
  const row: BenchRow = { name: measurement.name, p50: handler.p50, p95: handler.p95 };
  if (floor) Object.assign(row, { floorP50: floor.p50, floorP95: floor.p95 });
  if (measurement.detail) row.detail = await measurement.detail();
  const { maxP95Ms, maxRatio } = measurement.target;
  const r = ratio(row);
  row.target = `p95 < ${maxP95Ms} ms${maxRatio ? `, <= ${maxRatio}x piso` : ""}`;
  row.ok = handler.p95 < maxP95Ms && (maxRatio === undefined || r === undefined || r <= maxRatio);
  return row;
}

async function profileRow(measurement: Measurement, directory: string): Promise<void> {
  const profiles = await profileCalls(measurement.run, PROFILED_CALLS, measurement.before);
  const [first] = profiles;
  const file = first ? await saveProfile(directory, measurement.name, first) : "-";
  say(formatProfile(measurement.name, summarizeProfiles(profiles)));
  say(`  (${PROFILED_CALLS} chamadas; o perfil da primeira em ${file})`);
}

/** Issue 29's browser rows (test/bench/browser-lists.ts): one server and Chromium for all of them. */
async function browserRows(context: BrowserBenchContext, wanted: (name: string) => boolean, profiling: boolean, directory: string): Promise<BenchRow[]> {
  const specs = browserListRows(context).filter((spec) => wanted(spec.name));
  if (specs.length === 0) return [];
  const rows: BenchRow[] = [];
  const bench = await startBrowserBench(context);
  try {
    for (const spec of specs) {
      say(`medindo ${spec.name}...`);
      rows.push(await withLoad(() => bench.measure(spec)));
    }
  } finally {
    await bench.close();
  }
  if (!profiling) return rows;
  say("perfil: construindo o aplicativo com source maps...");
  const webRoot = buildProfileWeb();
  const profiled = await startBrowserBench(context, { webRoot });
  try {
    // A list opened from the home page is a navigation inside the app: the profile is of a list's own load.
    for (const spec of specs.filter((each) => each.arrival === "address")) {
      const run = await profileFirstVisit(profiled.browser, () => profiled.page(spec), spec.device, webRoot);
      const file = await saveProfile(directory, spec.name, run.profile);
      const cachedFile = await saveProfile(directory, `${spec.name} código em cache`, run.cachedProfile);
      say(formatBrowserProfile(spec.name, run));
      say(`  (perfis em ${file} e ${cachedFile})`);
    }
  } finally {
    await profiled.close();
  }
  return rows;
}

async function main(): Promise<void> {
  const scale = parseScale(process.env.BENCH_SCALE);
  const wanted = rowFilter(process.argv.slice(2));
  const profiling = process.argv.includes("--profile");
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(process.cwd(), ".data", "bench");
  const load = os.loadavg().map((value) => value.toFixed(1)).join(" ");
  say(`bench: escala ${scale}, ${RUNS} execuções por linha (+${WARMUPS} de aquecimento), ${CORES} CPUs (carga ${load}), Node ${process.version}, dados em ${dataDir}`);
  const dynamo = await startDynamoLocal({ dataDir: path.join(dataDir, "dynamodb") });
  try {
    Object.assign(process.env, {
      TABLE_NAME: `bench-${scale}`,
      DEFAULT_TENANT_ID: DEMO_TENANT_ID,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      JWT_SECRET: randomBytes(48).toString("hex"),
      AWS_REGION: "local",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      LOCAL_BLOB_DIR: path.join(dataDir, "blobs"),
    });
    resetConfig();
    // The logger read LOG_LEVEL when it loaded, before it was set here.
    log.setLogLevel((process.env.LOG_LEVEL ?? "warn").toUpperCase() as Parameters<typeof log.setLogLevel>[0]);
    await ensureTable(dynamo.endpoint, `bench-${scale}`);
    // Report jobs (printing) run in-process, as in `npm start`.
    installLocalJobRunner();

    const rows: BenchRow[] = [];
    if (await isSeeded()) {
      say("loja de demonstração já carregada: reaproveitando.");
      await upgradeSeededStore();
    } else {
      say(`carregando a loja de demonstração (${scale})...`);
      const seeded = await timeOnce(() => seedDemo({ scale, log: say }));
      rows.push({ name: `seed ${scale} (inclui agregação)`, p50: seeded.ms, p95: seeded.ms });
    }

    const cookie = await signInAdmin();
    const lastDay = await latestSalesDay(DEMO_TENANT_ID);
    if (!lastDay) {
      say("nenhum dia agregado na loja de demonstração: nada a medir nas listas de vendas.");
    } else {
      const admin = await findUserByUsername(DEMO_TENANT_ID, "admin");
      if (!admin) throw new Error("Usuário admin não encontrado na loja de demonstração.");
      const context: BenchContext = { tenantId: DEMO_TENANT_ID, cookie, userId: admin.id, lastDay };
      for (const make of MEASUREMENTS) {
        for (const measurement of make(context).filter((row) => wanted(row.name))) {
          say(`medindo ${measurement.name}...`);
          rows.push(await withLoad(() => measurementRow(measurement)));
          if (profiling) await profileRow(measurement, path.join(dataDir, "profiles"));
        }
      }
      for (const make of ONE_SHOTS) {
        for (const shot of make(context).filter((row) => wanted(row.name))) {
          say(`medindo ${shot.name}...`);
          rows.push(await withLoad(() => oneShotRow(shot)));
        }
      }
      rows.push(...(await browserRows(context, wanted, profiling, path.join(dataDir, "profiles"))));
    }
    if (wanted(WEB_FIRST_LOAD_ROW)) {
      say("medindo a primeira carga do aplicativo web...");
      rows.push(await withLoad(webFirstLoadRow));
    }
    if (wanted(BUNDLE_ROW_PREFIX)) {
      say("medindo os pacotes das Lambdas...");
      rows.push(...(await bundleRows(path.join(process.cwd(), ".build", "bench-bundles"))));
    }
    say("");
    say(formatTable(rows, CORES));
    const busy = rows.filter((row) => busyWhileMeasured(row, CORES)).length;
    if (busy > 0) say(`\n${busy} linha(s) medida(s) com a máquina ocupada (${busyRule(rows, CORES)}): não comparáveis com uma medição em máquina quieta.`);
  } finally {
    await settleLocalJobs();
    await dynamo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
