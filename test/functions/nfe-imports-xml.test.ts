import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { setCompanyCnpj } from "../../functions/lib/entities/company";
import { getProduct } from "../../functions/lib/entities/products";
import type { EntryItemRow, EntryRow, NfeFileResult, NfeImportDetail, NfeImportRow } from "../../shared/contracts/nfe-imports";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { callApi } from "../support/api";
import { buildNfe, type NoteSpec, STORE_CNPJ } from "../support/nfe-xml";
import { makeSigningIdentity } from "../support/self-signed-certificate";
import { useTestTable } from "../support/table";
import { adminCall, send, setUpUseAndLossStore, type StoreAccess } from "./use-and-loss-fixtures";

/**
 * The import from the file a supplier sends, through POST /api/nfe_imports: the XML (or a ZIP of them) is read,
 * checked and matched by GTIN against the store's products; what was stored is read back through the API and
 * compared with figures worked by hand from the XML's values.
 */
useTestTable();

let store: StoreAccess;
const identity = makeSigningIdentity();
const SODA_GTIN = "7894900011517";
const CHEESE_GTIN = "7891000100103";

beforeAll(async () => {
  store = await setUpUseAndLossStore("nfe-xml", "nfe-xml.localhost:3000");
  await setCompanyCnpj(store.tenantId, STORE_CNPJ);
  const product = (id: number, barcode: string, description: string, unit: string) => ({
    id,
    barcode,
    description,
    group_id: 1,
    unit,
    cost: 3,
    price: 5,
    icms_out_rate: 18,
    icms_in_rate: 18,
    stock: 10,
    active: true,
  });
  await send(store, "products", [product(40, SODA_GTIN, "REFRIGERANTE COLA 2L", "UN"), product(50, CHEESE_GTIN, "QUEIJO PRATO KG", "KG")]);
});

/** 12 UN at 3,50 with 1,20 of freight, ICMS 18 % on 43,20; 2,5 KG at 20,00 with ST 4,10 (no credit). */
const note = (number: string, extra: Partial<NoteSpec> = {}): NoteSpec => ({
  number,
  // Issued two days ago: the entries list opens on the recent days.
  issuedAt: `${addDays(todayInSaoPaulo(), -2)}T10:00:00-03:00`,
  lines: [
    { code: "REF2L", gtin: SODA_GTIN, quantity: 12, unitPrice: 3.5, freight: 1.2, icms: { group: "ICMS00", base: 43.2, rate: 18, value: 7.78 } },
    {
      code: "QPR",
      gtin: CHEESE_GTIN,
      unit: "KG",
      quantity: 2.5,
      unitPrice: 20,
      cfop: "5405",
      icms: { group: "ICMS10", base: 50, rate: 18, value: 9, stBase: 72.78, st: 4.1 },
    },
  ],
  ...extra,
});

async function upload(body: Uint8Array, contentType: string, fileName: string) {
  return callApi<NfeFileResult[]>("POST", `/api/nfe_imports?file_name=${encodeURIComponent(fileName)}`, {
    cookie: store.admin,
    host: store.host,
    headers: { "content-type": contentType },
    body: Buffer.from(body),
  });
}

const xml = (spec: NoteSpec) => new TextEncoder().encode(buildNfe(spec));
const stockOf = async (productId: number) => (await getProduct(store.tenantId, productId))?.stock ?? 0;

describe("a supplier's signed NF-e uploaded as XML", () => {
  it("is imported at once: entry, lines, costs and credits as worked from the XML, stock and feed", async () => {
    const [sodaBefore, cheeseBefore] = [await stockOf(40), await stockOf(50)];
    const answer = await upload(xml(note("7001", { signWith: identity })), "application/xml", "nota-7001.xml");
    expect(answer.status).toBe(200);
    const [result] = answer.body.data ?? [];
    expect(result).toMatchObject({ file: "nota-7001.xml", status: "imported" });
    expect(result?.access_key).toHaveLength(44);

    const entry = ((await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data ?? []).find((row) => row.id === result?.entry_id);
    // 43,20 + (50,00 + 4,10) = 97,30; credit 7,78 + 0.
    expect(entry).toMatchObject({ access_key: result?.access_key, number: "7001", total: 97.3, icms_credit: 7.78, source: "nfe", status: "active" });
    expect(entry?.supplier).toBe("DISTRIBUIDORA DE ALIMENTOS TESTE LTDA");

    const items = (await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${result?.entry_id}/items`)).body.data ?? [];
    const byProduct = new Map(items.map((item) => [item.product_id, item]));
    expect(byProduct.get(40)).toMatchObject({ entry_quantity: 12, entry_unit: "UN", quantity: 12, unit_cost: 3.6, total_cost: 43.2, icms_credit: 7.78 });
    expect(byProduct.get(50)).toMatchObject({ entry_quantity: 2.5, entry_unit: "KG", quantity: 2.5, unit_cost: 21.64, total_cost: 54.1, icms_credit: 0 });
    expect(items.reduce((sum, item) => sum + Math.round(item.total_cost * 100), 0)).toBe(9730);

    expect(await stockOf(40)).toBe(sodaBefore + 12);
    expect(await stockOf(50)).toBe(cheeseBefore + 2.5);
    const feed = await callApi<{ movements: { product_id: number; quantity: number; reason: string; access_key?: string }[] }>(
      "GET",
      "/api/integration/stock_movements?limit=1000",
      { headers: { authorization: `Bearer ${store.apiKey}` }, host: store.host },
    );
    const movements = (feed.body.data?.movements ?? []).filter((movement) => movement.access_key === result?.access_key);
    expect(movements.map(({ product_id, quantity, reason }) => ({ product_id, quantity, reason })).sort((a, b) => a.product_id - b.product_id)).toEqual([
      { product_id: 40, quantity: 12, reason: "entry" },
      { product_id: 50, quantity: 2.5, reason: "entry" },
    ]);
  });

  it("is refused the second time, saying it was imported, and stores nothing more", async () => {
    const entriesBefore = (await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data?.length;
    const answer = await upload(xml(note("7001", { signWith: identity })), "application/xml", "de-novo.xml");
    expect(answer.body.data?.[0]).toMatchObject({ status: "refused" });
    expect(answer.body.data?.[0]?.message).toMatch(/já importada em .* por admin/i);
    expect((await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data?.length).toBe(entriesBefore);
  });
});

describe("a ZIP of notes", () => {
  it("answers per file: a homologation note refused with its reason, an unsigned one waiting for review", async () => {
    const zip = zipSync({
      "notas/1-homologacao.xml": xml(note("7002", { environment: "2", signWith: identity })),
      "notas/2-sem-assinatura.xml": xml(note("7003")),
    });
    const answer = await upload(zip, "application/zip", "notas.zip");
    expect(answer.status).toBe(200);
    const [homologation, unsigned] = answer.body.data ?? [];
    expect(homologation).toMatchObject({ file: "notas/1-homologacao.xml", status: "refused" });
    expect(homologation?.message).toContain("NF-e de homologação, sem valor fiscal.");
    expect(unsigned).toMatchObject({ file: "notas/2-sem-assinatura.xml", status: "review" });

    const detail = (await adminCall<NfeImportDetail>(store, "GET", `/api/nfe_imports/${unsigned?.import_id}`)).body.data;
    expect(detail?.problems.some((problem) => problem.level === "warn" && problem.code.startsWith("signature"))).toBe(true);
    expect(detail?.items.map((item) => item.product_id)).toEqual([40, 50]);
    const confirm = await adminCall(store, "POST", `/api/nfe_imports/${unsigned?.import_id}/confirm`, { accept_warnings: true });
    expect(confirm.status).toBe(200);
    const entries = (await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data ?? [];
    expect(entries.filter((entry) => entry.number === "7003")).toHaveLength(1);
    expect(entries.some((entry) => entry.number === "7002")).toBe(false);
  });
});

describe("a ZIP of many notes", () => {
  it("answers in the files' order, several notes at a time, and the same note twice stores one entry", async () => {
    const numbers = ["7201", "7202", "7203", "7204", "7205", "7206", "7207"];
    const files: Record<string, Uint8Array> = {};
    for (const number of numbers) files[`marco/nota-${number}.xml`] = xml(note(number, { signWith: identity }));
    files["repetida/nota-7201.xml"] = xml(note("7201", { signWith: identity }));
    const sodaBefore = await stockOf(40);
    const answer = await upload(zipSync(files), "application/zip", "marco.zip");
    const results = answer.body.data ?? [];
    expect(results.map((result) => result.file)).toEqual(Object.keys(files));
    expect(results.filter((result) => result.status === "imported")).toHaveLength(7);
    const [refusal, ...others] = results.filter((result) => result.status !== "imported");
    expect(others).toEqual([]);
    expect(refusal).toMatchObject({ status: "refused", access_key: results[0]?.access_key });
    const entries = (await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data ?? [];
    expect(numbers.map((number) => entries.filter((entry) => entry.number === number).length)).toEqual(numbers.map(() => 1));
    expect(await stockOf(40)).toBe(sodaBefore + 12 * numbers.length);
  });
});

describe("the same note uploaded again, or many times at once", () => {
  const waitingRows = async (accessKey: string) =>
    ((await adminCall<NfeImportRow[]>(store, "GET", "/api/nfe_imports?status=review")).body.data ?? []).filter((row) => row.access_key === accessKey);

  it("keeps one review for a note that waits, every upload answering its import", async () => {
    const unsigned = xml(note("7101"));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(unsigned, "application/xml", `copia-${i}.xml`)));
    const results = answers.map((answer) => answer.body.data?.[0]);
    expect(results.map((result) => result?.status)).toEqual(Array(6).fill("review"));
    const importIds = new Set(results.map((result) => result?.import_id));
    expect(importIds.size).toBe(1);
    const [row, ...others] = await waitingRows(results[0]?.access_key ?? "");
    expect(others).toEqual([]);
    expect(row?.id).toBe(results[0]?.import_id);
    const messages = results.map((result) => result?.message ?? "");
    expect(messages.filter((message) => message === "Aguardando revisão: 1 aviso para conferir.")).toHaveLength(1);
    const waitsSince = new RegExp(`^NF-e ${row?.access_key} já aguarda revisão desde \\d{2}/\\d{2}/\\d{4}.*, enviada por ADMINISTRADOR\\.$`);
    expect(messages.filter((message) => waitsSince.test(message))).toHaveLength(5);

    // Uploaded again later: the same import; discarded, the next upload waits anew; confirmed, it is imported.
    const again = (await upload(unsigned, "application/xml", "outra-vez.xml")).body.data?.[0];
    expect(again).toMatchObject({ status: "review", import_id: row?.id, message: expect.stringMatching(waitsSince) });
    expect((await adminCall(store, "DELETE", `/api/nfe_imports/${row?.id}`)).status).toBe(200);
    const anew = (await upload(unsigned, "application/xml", "de-novo.xml")).body.data?.[0];
    expect(anew).toMatchObject({ status: "review", message: "Aguardando revisão: 1 aviso para conferir." });
    expect(anew?.import_id).not.toBe(row?.id);
    expect((await adminCall(store, "POST", `/api/nfe_imports/${anew?.import_id}/confirm`, { accept_warnings: true })).status).toBe(200);
    expect(await waitingRows(row?.access_key ?? "")).toEqual([]);
    const after = (await upload(unsigned, "application/xml", "depois.xml")).body.data?.[0];
    expect(after).toMatchObject({ status: "refused", message: expect.stringMatching(/já importada em .* por ADMINISTRADOR\.$/) });
  });

  it("stores one entry for a note that imports at once, the other uploads refused as already imported", async () => {
    const [sodaBefore, cheeseBefore] = [await stockOf(40), await stockOf(50)];
    const signed = xml(note("7102", { signWith: identity }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(signed, "application/xml", "nota-7102.xml")));
    const results = answers.map((answer) => answer.body.data?.[0]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(results.filter((result) => result?.status === "imported")).toHaveLength(1);
    const refusals = results.filter((result) => result?.status === "refused");
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) expect(refusal?.message).toMatch(/já importada em .* por ADMINISTRADOR\.$|está sendo importada por outra chamada/);
    const entries = (await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data ?? [];
    expect(entries.filter((entry) => entry.number === "7102")).toHaveLength(1);
    expect([await stockOf(40), await stockOf(50)]).toEqual([sodaBefore + 12, cheeseBefore + 2.5]);
    expect(await waitingRows(results[0]?.access_key ?? "")).toEqual([]);
  });
});
