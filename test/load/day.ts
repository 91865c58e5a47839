/**
 * `npm run load:day [-- --data-dir .data/day] [--sale-batches 56]`: replays a day of one store's work (day-plan.ts) on the local
 * runtime, in this process, and prints the requests per route, their mean latency here, and the DynamoDB
 * read and write request units DynamoDB Local reported: the measured basis of the README's cost table.
 * The first run seeds the demo store in <data-dir>/seeded (a minute or two); every run replays on a fresh copy
 * of it (<data-dir>/run), so no run sees another's lines, counts or movements. Not in `npm test`.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { db } from "../../functions/lib/db";
import { listProducts } from "../../functions/lib/entities/products";
import { runNightlyAggregation } from "../../functions/sales/nightly-aggregation";
import { DEMO_CNPJ, DEMO_TENANT_ID, sha256Hex } from "../../infra/local/demo-tenant";
import { settleLocalJobs } from "../../infra/local/jobs";
import { startRuntime } from "../../infra/local/runtime";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { buildNfe } from "../support/nfe-xml";
import { DAY } from "./day-plan";
import { DayMeter, formatDayTable, routeKeyOf, totalsOf } from "./day-meter";

const say = (line: string) => console.log(line);

interface Envelope {
  data?: unknown;
  message?: { msg?: string };
}

class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly meter: DayMeter,
    private readonly auth: { cookie?: string; apiKey?: string } = {},
  ) {}

  async send(method: string, target: string, body?: unknown, contentType = "application/json"): Promise<Envelope> {
    const route = routeKeyOf(method, target);
    // The integration's kinds cost very differently (a sale line batch against a product batch): one line each.
    const label = route === "POST /api/integration/{kind}" ? `${route}: ${target.split("/").pop()}` : route;
    return this.meter.during(
      label,
      async () => {
        const headers: Record<string, string> = {};
        if (body !== undefined) headers["content-type"] = contentType;
        if (this.auth.cookie) headers.cookie = this.auth.cookie;
        if (this.auth.apiKey) headers.authorization = `Bearer ${this.auth.apiKey}`;
        const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
        const response = await fetch(`${this.baseUrl}${target}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
        const bytes = await response.arrayBuffer();
        if (response.status >= 400) throw new Error(`${method} ${target} respondeu ${response.status}: ${new TextDecoder().decode(bytes).slice(0, 300)}`);
        if (method === "POST" && target === "/api/login") this.auth.cookie = response.headers.getSetCookie()[0]?.split(";")[0];
        return response.headers.get("content-type")?.includes("json") ? (JSON.parse(new TextDecoder().decode(bytes)) as Envelope) : {};
      },
      true,
    );
  }
}

async function signIn(baseUrl: string, meter: DayMeter, username: string, password: string): Promise<Client> {
  const client = new Client(baseUrl, meter);
  await client.send("GET", "/api/tenant_data");
  await client.send("GET", "/api/tenant_logo");
  await client.send("POST", "/api/login", { username, password: sha256Hex(password) });
  await client.send("GET", "/api/check");
  return client;
}

const times = async (count: number, work: (index: number) => Promise<unknown>) => {
  for (let i = 0; i < count; i++) await work(i);
};

/**
 * The functions' JSON log lines (Powertools, one per request and any warning), counted and kept off the screen:
 * the day's log volume in CloudWatch, before the metrics' EMF lines and Lambda's own START/END/REPORT lines.
 */
function countLogLines(counting: () => boolean): { bytes: number; lines: number } {
  const logged = { bytes: 0, lines: 0 };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (!text.startsWith("{")) return write(chunk, ...rest);
    if (counting()) {
      logged.bytes += Buffer.byteLength(text);
      logged.lines += text.split("\n").filter(Boolean).length;
    }
    return true;
  }) as typeof process.stdout.write;
  return logged;
}

async function main(): Promise<void> {
  const option = (flag: string) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const dataDir = path.resolve(option("--data-dir") ?? path.join(".data", "day"));
  // The same lines in another number of calls: what batching changes (functions/integration/README.md).
  const saleBatches = Number(option("--sale-batches") ?? DAY.saleBatches);
  if (!Number.isInteger(saleBatches) || saleBatches < 1) throw new Error("--sale-batches deve ser um número inteiro positivo.");
  const seeded = path.join(dataDir, "seeded");
  const ready = path.join(seeded, "ready");
  if (!existsSync(ready)) {
    say(`Carregando a loja de demonstração em ${seeded}...`);
    await (await startRuntime({ port: 0, dataDir: seeded, buildWeb: false, say })).stop();
    writeFileSync(ready, new Date().toISOString());
  }
  const runDir = path.join(dataDir, "run");
  rmSync(runDir, { recursive: true, force: true });
  cpSync(seeded, runDir, { recursive: true });
  say(`Iniciando o runtime local numa cópia da loja (${runDir})...`);
  let counting = false;
  const logged = countLogLines(() => counting);
  const runtime = await startRuntime({ port: 0, dataDir: runDir, buildWeb: false, say });
  const meter = new DayMeter();
  meter.watch(db());
  const run = Date.now().toString(36);
  const today = todayInSaoPaulo();
  const products = (await listProducts(DEMO_TENANT_ID)).filter((product) => product.active && product.unit === "UN");
  const product = (index: number) => products[index % products.length] ?? products[0];
  if (!product(0)) throw new Error("A loja de demonstração não tem produtos em UN.");
  try {
    meter.start();
    counting = true;
    const erp = new Client(runtime.url, meter, { apiKey: runtime.apiKey });
    const admins: Client[] = [];
    for (let i = 0; i < DAY.adminSignIns; i++) admins.push(await signIn(runtime.url, meter, "admin", "admin"));
    const floor: Client[] = [];
    for (let i = 0; i < DAY.floorSignIns; i++) floor.push(await signIn(runtime.url, meter, "operador", "operador"));
    const admin = admins[0] as Client;

    say("Notas fiscais (NF-e)...");
    const noteProducts = [product(7), product(8), product(9)].flatMap((p) => (p ? [p] : []));
    await times(DAY.nfeImports, async (n) => {
      const xml = buildNfe({
        recipientCnpj: DEMO_CNPJ,
        number: String(100_000 + ((Date.now() + n) % 800_000)),
        issuedAt: `${today}T08:00:00-03:00`,
        lines: noteProducts.map((p) => ({ gtin: p.barcode, unit: "UN", code: `F${p.id}`, description: p.description, quantity: 24, unitPrice: Math.max(0.5, p.cost) })),
      });
      const answer = await admin.send("POST", "/api/nfe_imports?file_name=nota.xml", xml, "application/xml");
      const [result] = (answer.data ?? []) as { status?: string; import_id?: number; message?: string }[];
      if (result?.status === "review" && result.import_id) {
        await admin.send("GET", `/api/nfe_imports/${result.import_id}`);
        await admin.send("POST", `/api/nfe_imports/${result.import_id}/confirm`, { accept_warnings: true });
      } else if (result?.status !== "imported") say(`  nota ${n + 1}: ${result?.status} ${result?.message ?? ""}`);
    });

    say("Coletor: contagens, usos e perdas...");
    await times(DAY.counts, async (i) => {
      const client = floor[i % floor.length] as Client;
      const counted = product(20 + i);
      if (!counted) return;
      await client.send("GET", `/api/floor_product?barcode=${counted.barcode}`);
      await client.send("POST", "/api/stock_taking", { product_id: counted.id, quantity: 3, idempotency_key: `dia-${run}-c${i}` });
      if (i % 10 === 0) await client.send("GET", "/api/stock_taking/mine");
    });
    const lossIds: { id: number; productId: number }[] = [];
    await times(DAY.losses, async (i) => {
      const client = floor[i % floor.length] as Client;
      const lost = noteProducts[i % noteProducts.length];
      if (!lost) return;
      const answer = await client.send("POST", "/api/use_and_loss", {
        operation: "loss",
        product_id: lost.id,
        quantity: 1,
        location: "DEPÓSITO",
        idempotency_key: `dia-${run}-p${i}`,
      });
      const id = (answer.data as { id?: number } | undefined)?.id;
      if (id) lossIds.push({ id, productId: lost.id });
      await client.send("GET", "/api/use_and_loss/mine");
    });

    say("Administração: telas, baixas, impressões...");
    await times(DAY.dashboards, () => admins[0]?.send("GET", "/api/dashboard") ?? Promise.resolve());
    const orders = (await admin.send("GET", "/api/purchase_orders?status=open")).data as { id: number }[];
    await times(DAY.orderLists - 1, () => admin.send("GET", "/api/purchase_orders?status=open"));
    await times(DAY.ordersOpened, async (i) => {
      const order = orders[i % orders.length];
      if (order) await admin.send("GET", `/api/purchase_orders/${order.id}/items`);
    });
    await times(DAY.entryLists, () => admin.send("GET", "/api/entries"));
    const period = `start_date=${addDays(today, -30)}&end_date=${addDays(today, -1)}`;
    await times(DAY.salesScreens, (i) => admin.send("GET", i % 2 ? `/api/group_sales_by_period?${period}` : `/api/daily_sales?${period}`));
    await times(DAY.inventoryScreens, (i) => admin.send("GET", i % 2 ? "/api/inventories" : "/api/stock_taking/mine"));
    await times(DAY.useAndLossLists, () => admin.send("GET", "/api/use_and_loss?operation=all&status=open"));
    for (const loss of lossIds) {
      const available = (await admin.send("GET", `/api/use_and_loss/writeoff_available?product_id=${loss.productId}&operation_id=${loss.id}`)).data as {
        entry_item_id: number;
        available: number;
      }[];
      const line = available.find((row) => row.available >= 1);
      if (!line) continue;
      await admin.send("POST", `/api/use_and_loss/${loss.id}/writeoff`, { entry_item_id: line.entry_item_id, writeoff: 1 });
      await admin.send("POST", `/api/use_and_loss/${loss.id}/apply`, {});
    }
    await times(DAY.prints, async (i) => {
      const order = orders[i % orders.length];
      if (!order) return;
      const started = (await admin.send("POST", "/api/reports", { report: "purchase_order", id: order.id })).data as { job_id: string };
      for (let read = 0; read < 240; read++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const job = (await admin.send("GET", `/api/reports/${started.job_id}`)).data as { status: string; url?: string };
        if (job.status === "done" && job.url) {
          await admin.send("GET", job.url);
          return;
        }
        if (job.status === "failed") throw new Error("relatório falhou");
      }
    });
    await meter.during("(jobs ainda rodando)", () => settleLocalJobs());

    say("Integração: vendas, produtos, feeds...");
    const perBatch = Math.ceil(DAY.saleLines / saleBatches);
    await times(saleBatches, async (batch) => {
      const items = Array.from({ length: Math.min(perBatch, DAY.saleLines - batch * perBatch) }, (_, j) => {
        const sold = product(batch * perBatch + j);
        const price = sold?.price || 1;
        return {
          id: `pdv-${run}-${batch}-${j}`,
          date: today,
          product_id: sold?.id,
          quantity: 1,
          unit_price: price,
          total: price,
          unit_cost: sold?.cost ?? 0,
          icms_out_rate: sold?.icmsOutRate ?? 18,
          icms_in_rate: sold?.icmsInRate ?? 12,
        };
      });
      await erp.send("POST", "/api/integration/sales", { items });
    });
    await times(DAY.productSyncs, async (sync) => {
      const items = Array.from({ length: DAY.productsPerSync }, (_, j) => {
        const p = product(sync * DAY.productsPerSync + j);
        return p && {
          id: p.id, barcode: p.barcode, description: p.description, group_id: p.groupId, unit: p.unit, cost: p.cost,
          price: p.price, icms_out_rate: p.icmsOutRate, icms_in_rate: p.icmsInRate, stock: p.stock - 1 - sync, active: p.active,
        };
      });
      await erp.send("POST", "/api/integration/products", { items });
    });
    await times(DAY.stockMovementPolls, () => erp.send("GET", "/api/integration/stock_movements?limit=500"));
    await times(DAY.priceChangePolls, () => erp.send("GET", "/api/integration/price_changes?limit=500"));

    say("Agregação noturna...");
    const nightlyStarted = performance.now();
    await meter.during("(agregação noturna)", () => runNightlyAggregation(new Date(Date.now() + 86_400_000)));
    const nightlyMs = Math.round(performance.now() - nightlyStarted);

    say("");
    say(formatDayTable(meter.tallies));
    const totals = totalsOf(meter.tallies);
    say("");
    say(`Log das funções: ${logged.lines} linhas, ${(logged.bytes / 1024).toFixed(0)} KB.`);
    say(`Chamadas ao DynamoDB: ${[...meter.commands].map(([command, count]) => `${command} ${count}`).join(", ")}`);
    say(`Dia medido: ${totals.requests} requisições, ${totals.readUnits.toFixed(0)} RRU, ${totals.writeUnits.toFixed(0)} WRU; agregação noturna ${nightlyMs} ms.`);
  } finally {
    await runtime.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Dia não medido: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
