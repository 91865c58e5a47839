import { describe, expect, it } from "vitest";
import {
  entryUnitCost,
  icmsCreditCents,
  icmsKindOf,
  lineCost,
  type NfeLineCharges,
  netStockUnitCost,
  stockQuantity,
  stockUnitCost,
} from "../../../shared/formulas/nfe-line";

const none: NfeLineCharges = { grossValue: 0, discount: 0, freight: 0, insurance: 0, otherCharges: 0, ipi: 0, icmsSt: 0, deductedIcmsRelief: 0 };

/** The field map's worked lines (real NF-e lines): inputs, line cost, credit, quantity, unit cost and net unit cost. */
const WORKED = [
  { name: "ICMS00 12 % with a discount", charges: { grossValue: 214.68, discount: 30.06 }, icms: { group: "ICMS00", icms: 22.15 }, cost: 184.62, credit: 22.15, quantity: 14, unitCost: 13.1871, net: 11.605 },
  { name: "ICMS10 (ST) with IPI 5 %", charges: { grossValue: 28.07, ipi: 1.4, icmsSt: 6.33 }, icms: { group: "ICMS10", icms: 4.5, st: 6.33 }, cost: 35.8, credit: 0, quantity: 3, unitCost: 11.9333, net: 11.9333 },
  { name: "ICMS00 12 % with freight", charges: { grossValue: 42.93, freight: 7.67 }, icms: { group: "ICMS00", icms: 6.07 }, cost: 50.6, credit: 6.07, quantity: 6, unitCost: 8.4333, net: 7.4217 },
  { name: "ICMS20 with IPI, free goods", charges: { grossValue: 340.95, ipi: 17.05 }, icms: { group: "ICMS20", icms: 31.51 }, cost: 358, credit: 31.51, quantity: 2, unitCost: 179, net: 163.245 },
  { name: "ICMS70 (ST), free goods", charges: { grossValue: 154.08, icmsSt: 29.03 }, icms: { group: "ICMS70", icms: 10.2, st: 29.03 }, cost: 183.11, credit: 0, quantity: 12, unitCost: 15.2592, net: 15.2592 },
  { name: "Simples CSOSN 101", charges: { grossValue: 84.9 }, icms: { group: "ICMSSN101", simplesCredit: 2.05 }, cost: 84.9, credit: 2.05, quantity: 1, unitCost: 84.9, net: 82.85 },
  { name: "ICMS00 4 % by weight", charges: { grossValue: 538.32 }, icms: { group: "ICMS00", icms: 21.53 }, cost: 538.32, credit: 21.53, quantity: 14.3, unitCost: 37.6448, net: 36.1392 },
];

describe("NF-e line cost and ICMS credit (the field map's worked lines)", () => {
  for (const worked of WORKED) {
    it(worked.name, () => {
      const values = { icms: 0, simplesCredit: 0, st: 0, ...worked.icms };
      const kind = icmsKindOf(values);
      expect(lineCost({ ...none, ...worked.charges })).toBe(worked.cost);
      expect(icmsCreditCents(kind, values) / 100).toBe(worked.credit);
      expect(entryUnitCost(worked.cost, worked.quantity)).toBe(worked.unitCost);
      expect(stockUnitCost(worked.cost, worked.quantity, 1)).toBe(worked.unitCost);
      expect(netStockUnitCost(worked.cost, worked.credit, worked.quantity, 1)).toBe(worked.net);
    });
  }

  it("adds insurance and other charges and subtracts ICMS relief the supplier deducted", () => {
    expect(lineCost({ ...none, grossValue: 100, insurance: 1.11, otherCharges: 2.22, deductedIcmsRelief: 7 })).toBe(96.33);
  });

  it("sums in cents, so 0.1 + 0.2 is 0.30", () => {
    expect(lineCost({ ...none, grossValue: 0.1, freight: 0.2 })).toBe(0.3);
  });
});

describe("ICMS kind of a line's group", () => {
  const kind = (group: string, extra: { st?: number; simplesCredit?: number } = {}) => icmsKindOf({ group, icms: 1, simplesCredit: 0, st: 0, ...extra });

  it("credits vICMS of taxed groups and vCredICMSSN of Simples with credit, nothing else", () => {
    expect(["ICMS00", "ICMS20", "ICMS51"].map((group) => kind(group))).toEqual(["taxed", "taxed", "taxed"]);
    expect(["ICMS10", "ICMS30", "ICMS60", "ICMS70", "ICMSPart", "ICMSST", "ICMSSN201", "ICMSSN202", "ICMSSN500"].map((group) => kind(group))).toEqual(
      Array(9).fill("st"),
    );
    expect(kind("ICMS40")).toBe("exempt");
    expect(kind("ICMSSN101")).toBe("simples_credit");
    expect(kind("ICMSSN102")).toBe("simples_no_credit");
    expect(kind("ICMS61")).toBe("other");
    expect(icmsCreditCents("st", { icms: 5, simplesCredit: 0 })).toBe(0);
    expect(icmsCreditCents("exempt", { icms: 5, simplesCredit: 0 })).toBe(0);
    expect(icmsCreditCents("simples_no_credit", { icms: 0, simplesCredit: 3 })).toBe(0);
    expect(icmsCreditCents("other", { icms: 5, simplesCredit: 0 })).toBe(0);
  });

  it("reads ICMS90 and CSOSN 900 by what they carry", () => {
    expect(kind("ICMS90")).toBe("taxed");
    expect(kind("ICMS90", { st: 2 })).toBe("st");
    expect(kind("ICMSSN900", { simplesCredit: 1 })).toBe("simples_credit");
    expect(kind("ICMSSN900")).toBe("simples_no_credit");
    expect(kind("ICMSSN900", { simplesCredit: 1, st: 2 })).toBe("st");
  });
});

describe("stock quantity and unit cost from a fraction", () => {
  it("turns 2 CX of 12 into 24 UN and divides the line cost by them", () => {
    expect(stockQuantity(2, 12)).toBe(24);
    expect(stockUnitCost(100.8, 2, 12)).toBe(4.2);
    expect(entryUnitCost(100.8, 2)).toBe(50.4);
  });

  it("keeps 3 decimals of weight and 4 of unit cost", () => {
    expect(stockQuantity(14.3, 1)).toBe(14.3);
    expect(stockQuantity(3, 0.3333)).toBe(1);
    expect(stockQuantity(1.2345, 1)).toBe(1.235);
    expect(stockUnitCost(10, 3, 1)).toBe(3.3333);
  });

  it("gives 0 for no quantity rather than dividing by zero", () => {
    expect(entryUnitCost(10, 0)).toBe(0);
    expect(stockUnitCost(10, 2, 0)).toBe(0);
  });
});
