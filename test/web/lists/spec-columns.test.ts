import { describe, expect, it } from "vitest";
import { COUNTS_LIST } from "../../../web/src/features/inventories/counts-config";
import { INVENTORIES_LIST } from "../../../web/src/features/inventories/inventories-config";
import { INVENTORY_PRODUCTS_LISTS } from "../../../web/src/features/inventories/inventory-products-config";
import { OPERATIONS_LIST } from "../../../web/src/features/use_and_loss/operations-config";
import { stackColumns } from "../../../web/src/lists/column-stacks";
import { buildExportDocument } from "../../../web/src/lists/export-document";
import { initialPreferences, visibleColumns } from "../../../web/src/lists/preferences";
import type { ListConfig } from "../../../web/src/lists/types";

/**
 * The spec's columns of each list (§2.6, §2.7) are on by default, not one click away in the preferences:
 * the table stacks the codes (and a few pairs) to fit 1366 px, the exports keep each column on its own.
 */

// biome-ignore lint/suspicious/noExplicitAny: the lists have different row types.
type AnyList = ListConfig<any>;

const shownByDefault = (config: AnyList) => visibleColumns(config.columns, initialPreferences(config)).map((column) => column.header);

const SPEC: readonly [string, AnyList, readonly string[]][] = [
  ["use and loss", OPERATIONS_LIST, ["Operação", "Cód. Barras", "Código", "Produto", "Quantidade", "Status", "Local de Uso", "Registrado por"]],
  [
    "inventories",
    INVENTORIES_LIST,
    ["Ano", "Período", "Status", "Valor Atual", "Valor Ajustado", "Produtos", "Divergentes", "Positivos", "Zerados", "Negativos"],
  ],
  ["counts", COUNTS_LIST, ["Status", "Cód. Barras", "Código", "Produto", "Quantidade", "Estoque Atual", "Data"]],
  [
    "inventory products",
    INVENTORY_PRODUCTS_LISTS.all,
    ["Cód. Barras", "Código", "Produto", "Quantidade Atual", "Quantidade Ajustada", "Custo Atual", "Custo Ajustado", "Custo Unitário"],
  ],
];

describe("spec columns shown by default", () => {
  it.each(SPEC)("%s: every spec column is shown by default and exported as a column of its own", (_name, config, spec) => {
    const shown = shownByDefault(config);
    expect(shown).toEqual(expect.arrayContaining([...spec]));
    const document = buildExportDocument({ title: "Lista", columns: visibleColumns(config.columns, initialPreferences(config)), items: [], totals: [] });
    expect(document.columns.map((column) => column.header)).toEqual(expect.arrayContaining([...spec]));
  });

  it("the table shows the product code under its barcode, and the use and loss list's order is the spec's", () => {
    const lists: AnyList[] = [OPERATIONS_LIST, COUNTS_LIST, INVENTORY_PRODUCTS_LISTS.all];
    for (const config of lists) {
      const stacks = stackColumns(visibleColumns(config.columns, initialPreferences(config)));
      const codes = stacks.find((stack) => stack.top.id === "barcode");
      expect(codes?.under.map((column) => column.id)).toEqual(["product_id"]);
    }
    expect(shownByDefault(OPERATIONS_LIST)).toEqual(SPEC[0]?.[2]);
  });
});
