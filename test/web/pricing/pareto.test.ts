import { describe, expect, it } from "vitest";
import { classifyAbc } from "../../../shared/formulas/abc";
import { toCents } from "../../../shared/money";
import { PARETO_MAX_POINTS, type ParetoProduct, paretoCurve, sampledRanks } from "../../../web/src/features/pricing/pareto";
import { paretoSentences, paretoSeries } from "../../../web/src/features/pricing/ParetoChart";

const product = (product_id: number, total_sales: number, productClass = "c"): ParetoProduct => ({ product_id, total_sales, class: productClass });

describe("paretoCurve", () => {
  it("one product makes all the sales: a straight line from (0, 0) to (100, 100), class A ending there", () => {
    const curve = paretoCurve([product(7, 12.5, "a")]);
    expect(curve.points).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 100 },
    ]);
    expect(curve.classEnds).toEqual([{ productClass: "a", rank: 1, x: 100, y: 100 }]);
  });

  it("ranks by sales descending whatever the order of the rows: 4 products of 50, 30, 15 and 5", () => {
    const rows = [product(4, 5, "c"), product(2, 30, "b"), product(1, 50, "a"), product(3, 15, "c")];
    const curve = paretoCurve(rows);
    expect(curve.points).toEqual([
      { x: 0, y: 0 },
      { x: 25, y: 50 },
      { x: 50, y: 80 },
      { x: 75, y: 95 },
      { x: 100, y: 100 },
    ]);
    // A: 1 product of 4 makes 50% of the sales; A + B: 2 make 80%.
    expect(curve.classEnds).toEqual([
      { productClass: "a", rank: 1, x: 25, y: 50 },
      { productClass: "b", rank: 2, x: 50, y: 80 },
      { productClass: "c", rank: 4, x: 100, y: 100 },
    ]);
  });

  it("ties: equal sales give the same curve in any order (ties go by product id, as the classification)", () => {
    const one = paretoCurve([product(2, 40, "a"), product(1, 40, "a"), product(3, 20, "b")]);
    const other = paretoCurve([product(3, 20, "b"), product(1, 40, "a"), product(2, 40, "a")]);
    expect(one).toEqual(other);
    expect(one.points.map((point) => point.y)).toEqual([0, 40, 80, 100]);
    expect(one.points.map((point) => point.x)).toEqual([0, 33.33, 66.67, 100]);
  });

  it("products without sales (or with a negative figure) add nothing: the curve is flat at 100% after the last sale", () => {
    const curve = paretoCurve([product(1, 80, "a"), product(2, 0, "c"), product(3, 20, "b"), product(4, -3, "c")]);
    expect(curve.points).toEqual([
      { x: 0, y: 0 },
      { x: 25, y: 80 },
      { x: 50, y: 100 },
      { x: 75, y: 100 },
      { x: 100, y: 100 },
    ]);
  });

  it("nothing sold, or no products: nothing to draw", () => {
    expect(paretoCurve([product(1, 0), product(2, 0)])).toEqual({ points: [], classEnds: [] });
    expect(paretoCurve([])).toEqual({ points: [], classEnds: [] });
  });

  it("sums in cents: 0.1 + 0.2 of 0.3 reaches exactly 100%", () => {
    const curve = paretoCurve([product(1, 0.2, "a"), product(2, 0.1, "b")]);
    expect(curve.points.at(-1)).toEqual({ x: 100, y: 100 });
    expect(curve.points[1]).toEqual({ x: 50, y: 66.67 });
  });

  it("15,000 products: at most 200 points, from (0, 0) to (100, 100), rising, with each class's end exactly on the curve", () => {
    const rows: ParetoProduct[] = Array.from({ length: 15_000 }, (_, index) => product(index + 1, Math.round(100_000 / (index + 1)) / 100));
    const classes = classifyAbc(
      rows.map((row) => ({ productId: row.product_id, sales: toCents(row.total_sales) })),
      { a: 50, b: 30 },
    );
    const classified = rows.map((row) => ({ ...row, class: classes.get(row.product_id) ?? "c" }));
    const curve = paretoCurve(classified);

    expect(curve.points.length).toBeLessThanOrEqual(PARETO_MAX_POINTS);
    expect(curve.points.length).toBeGreaterThan(PARETO_MAX_POINTS - 5);
    expect(curve.points[0]).toEqual({ x: 0, y: 0 });
    expect(curve.points.at(-1)).toEqual({ x: 100, y: 100 });
    for (let index = 1; index < curve.points.length; index++) {
      const [before, point] = [curve.points[index - 1], curve.points[index]];
      expect(point?.x).toBeGreaterThan(before?.x ?? Number.POSITIVE_INFINITY);
      expect(point?.y).toBeGreaterThanOrEqual(before?.y ?? Number.POSITIVE_INFINITY);
    }
    const countOf = (productClass: string) => classified.filter((row) => row.class === productClass).length;
    const [endA, endB] = curve.classEnds;
    expect(endA?.rank).toBe(countOf("a"));
    expect(endB?.rank).toBe(countOf("a") + countOf("b"));
    for (const end of curve.classEnds) expect(curve.points).toContainEqual({ x: end.x, y: end.y });
    // Class A is the few products that make half of the sales: its end is just past the A cutoff.
    expect(endA?.y).toBeGreaterThanOrEqual(50);
    expect(endA?.x).toBeLessThan(20);
  });
});

describe("sampledRanks", () => {
  it("keeps every rank when they fit", () => {
    expect(sampledRanks(3, [1])).toEqual([0, 1, 2, 3]);
    expect(sampledRanks(199, [])).toHaveLength(200);
  });

  it("spreads the rest evenly around the ranks it must keep, without repeating one", () => {
    expect(sampledRanks(100, [33], 6)).toEqual([0, 25, 33, 50, 75, 100]);
    const ranks = sampledRanks(1000, [7, 999], 10);
    expect(ranks).toHaveLength(new Set(ranks).size);
    expect(ranks.length).toBeLessThanOrEqual(10);
    expect(ranks).toEqual(expect.arrayContaining([0, 7, 999, 1000]));
  });
});

describe("the chart's series and sentence", () => {
  const curve = paretoCurve([product(4, 5, "c"), product(2, 30, "b"), product(1, 50, "a"), product(3, 15, "c")]);

  it("draws the curve, the pricing's cutoffs across and each class's end down", () => {
    const series = paretoSeries(curve, { a_class_margin: 50, b_class_margin: 30 });
    expect(series.map((entry) => [entry.type, entry.title, "x" in entry ? entry.x : undefined, "y" in entry ? entry.y : undefined])).toEqual([
      ["line", "Vendas acumuladas", undefined, undefined],
      ["threshold", "Corte da Classe A (50,00%)", undefined, 50],
      ["threshold", "Corte das Classes A + B (80,00%)", undefined, 80],
      ["threshold", "Fim da Classe A", 25, undefined],
      ["threshold", "Fim da Classe B", 50, undefined],
    ]);
  });

  it("says what class A (and with B) makes of the sales", () => {
    expect(paretoSentences(curve)).toEqual([
      "25,00% dos produtos fazem 50,00% das vendas (Classe A)",
      "50,00% dos produtos fazem 80,00% das vendas (Classes A e B)",
    ]);
    expect(paretoSentences(paretoCurve([]))).toEqual([]);
  });
});
