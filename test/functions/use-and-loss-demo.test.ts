import { beforeAll, describe, expect, it } from "vitest";
import { getEntryItems } from "../../functions/lib/entities/entries";
import { setApiKey } from "../../functions/session/tenant";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import type { IcmsReversalRow, UseAndLossDetail, UseAndLossRow } from "../../shared/contracts/use-and-loss";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { toCents } from "../../shared/money";
import { callApi } from "../support/api";
import { signIn } from "../support/sessions";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

/**
 * The small demo store gives the use and loss screens something to show: operations of both types in every
 * status (some partly written off), losses written off with the ICMS credit of their entry lines to reverse
 * (recomputed here from the lines), the fiscal list of the period and a movement for each applied operation.
 */

useTestTable();

const KEY = "chave-da-demo-uso-perda-0001";
let admin = "";
let operations: UseAndLossRow[] = [];

beforeAll(async () => {
  await useSeededDemoStore();
  await setApiKey(DEMO_TENANT_ID, KEY);
  admin = await signIn("admin", "admin");
  operations = (await callApi<UseAndLossRow[]>("GET", "/api/use_and_loss", { cookie: admin })).body.data ?? [];
}, 300_000);

const detail = async (id: number) => (await callApi<UseAndLossDetail>("GET", `/api/use_and_loss/${id}`, { cookie: admin })).body.data;

describe("use and loss on the small demo store", () => {
  it("has uses and losses in every status, some open ones partly written off", () => {
    for (const status of ["open", "closed", "applied"]) {
      for (const type of ["use", "loss"]) {
        expect(operations.some((row) => row.status === status && row.operation === type), `${type} ${status}`).toBe(true);
      }
    }
    expect(operations.some((row) => row.status === "open" && row.written_off > 0 && row.remaining > 0)).toBe(true);
  });

  it("writes losses off with the ICMS credit of their entry lines in proportion, to the cent", async () => {
    const settled = operations.filter((row) => row.operation === "loss" && row.status !== "open");
    expect(settled.length).toBeGreaterThan(0);
    for (const row of settled) {
      const operation = await detail(row.id);
      const allocations = operation?.allocations ?? [];
      expect(allocations.length, `operação ${row.id}`).toBeGreaterThan(0);
      const lines = await getEntryItems(DEMO_TENANT_ID, allocations.map((allocation) => allocation.entry_item_id));
      for (const allocation of allocations) {
        const line = lines.get(allocation.entry_item_id);
        if (!line) throw new Error(`linha ${allocation.entry_item_id} ausente`);
        expect(allocation.icms_credit).toBe(toCents((line.icmsCredit / line.quantity) * allocation.quantity) / 100);
      }
      expect(toCents(row.icms_credit)).toBe(allocations.reduce((sum, allocation) => sum + toCents(allocation.icms_credit), 0));
      expect(row.icms_credit).toBeGreaterThan(0);
    }
    const uses = operations.filter((row) => row.operation === "use" && row.status !== "open");
    expect(uses.every((row) => row.icms_credit === 0 && row.cost > 0)).toBe(true);
  });

  it("writes every operation off only against entries dated on or before it, within the 365 days before it", async () => {
    const settled = operations.filter((row) => row.written_off > 0);
    expect(settled.length).toBeGreaterThan(0);
    for (const row of settled) {
      for (const allocation of (await detail(row.id))?.allocations ?? []) {
        expect(allocation.entry_date <= row.date, `operação ${row.id} de ${row.date}, entrada de ${allocation.entry_date}`).toBe(true);
        expect(allocation.entry_date >= addDays(row.date, -365), `operação ${row.id} de ${row.date}, entrada de ${allocation.entry_date}`).toBe(true);
      }
    }
  });

  it("lists the period's credit to reverse, one row per allocation of a loss", async () => {
    const today = todayInSaoPaulo();
    const answer = await callApi<IcmsReversalRow[]>("GET", `/api/use_and_loss/icms_reversal?start_date=${addDays(today, -90)}&end_date=${today}`, { cookie: admin });
    const rows = answer.body.data ?? [];
    const withWriteOffs = operations.filter((row) => row.operation === "loss" && row.written_off > 0);
    expect(new Set(rows.map((row) => row.operation_id))).toEqual(new Set(withWriteOffs.map((row) => row.id)));
    expect(rows.reduce((sum, row) => sum + toCents(row.icms_credit), 0)).toBe(withWriteOffs.reduce((sum, row) => sum + toCents(row.icms_credit), 0));
  });

  it("feeds the store's systems one movement per applied operation", async () => {
    const answer = await callApi<{ movements: { operation_id: number; quantity: number }[]; has_more: boolean }>(
      "GET",
      "/api/integration/stock_movements?limit=1000",
      { headers: { authorization: `Bearer ${KEY}` } },
    );
    const applied = operations.filter((row) => row.status === "applied");
    expect(answer.body.data?.movements.map((movement) => movement.operation_id).sort((a, b) => a - b)).toEqual(applied.map((row) => row.id));
    for (const movement of answer.body.data?.movements ?? []) {
      expect(movement.quantity).toBe(-(applied.find((row) => row.id === movement.operation_id)?.quantity ?? 0));
    }
  });
});
