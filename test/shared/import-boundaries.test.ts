import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { boundaryViolations } from "../support/import-boundaries";
import { cyclesOf, folderEdges, readImportGraph } from "../support/import-graph";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const graph = readImportGraph(ROOT, ["functions", "shared", "web/src", "infra"]);

describe("the import graph of the code", () => {
  it("reads the imports it checks (the route table and an area's handler are in it)", () => {
    expect(graph.files).toContain("functions/plan/routes.ts");
    expect(graph.edges).toContainEqual({ from: "functions/pricing/handler.ts", to: "functions/lib/request/http.ts" });
  });

  it("keeps every area in one place: no import crosses a boundary", () => {
    expect(boundaryViolations(graph.edges)).toEqual([]);
  });

  it("has no import cycle between files", () => {
    expect(cyclesOf(graph.edges)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    expect(cyclesOf(folderEdges(graph.edges))).toEqual([]);
  });

  it("loads the screens' data through their route loaders: the list loader hook only where its comment says why", () => {
    const users = [...new Set(graph.edges.filter((edge) => edge.to === "web/src/app/use-list-loader.ts").map((edge) => edge.from))];
    // The dialogs' lists (not routes) and the long lists that show their first page early (the inventory
    // products' and the counts' route starts their read: prefetchedList).
    expect(users.sort()).toEqual([
      "web/src/app/use-reload-soon.ts",
      "web/src/features/inventories/InventoryProductsPage.tsx",
      "web/src/features/inventories/StockTakingPage.tsx",
      "web/src/features/inventories/routes.tsx",
      "web/src/features/pricing/PricingProductsList.tsx",
      "web/src/features/purchasing/LastEntriesDialog.tsx",
      "web/src/features/purchasing/QuoteParticipantsDialog.tsx",
      "web/src/features/sales/use-sales-rows.ts",
      "web/src/features/use_and_loss/WriteOffDialog.tsx",
    ]);
  });
});

describe("the boundary check on planted imports", () => {
  const planted = (from: string, to: string) => boundaryViolations([{ from, to }]);

  it("refuses an area reaching into another area's rules or storage", () => {
    expect(planted("functions/dashboard/tile-open-orders.ts", "functions/purchasing/storage/purchase-orders.ts")).toEqual([
      "functions/dashboard/ reads functions/purchasing/ only through its read.ts or intake.ts: functions/dashboard/tile-open-orders.ts imports functions/purchasing/storage/purchase-orders.ts",
    ]);
    expect(planted("functions/pricing/classify.ts", "functions/sales/figures/names.ts")).toHaveLength(1);
  });

  it("lets an area read another through read.ts and send in through intake.ts", () => {
    expect(planted("functions/dashboard/tile-open-orders.ts", "functions/purchasing/read.ts")).toEqual([]);
    expect(planted("functions/integration/kinds.ts", "functions/inventories/intake.ts")).toEqual([]);
  });

  it("refuses a read.ts that passes on a third area", () => {
    expect(planted("functions/inventories/read.ts", "functions/notable_products/read.ts")).toHaveLength(1);
  });

  it("refuses functions/lib importing an area, and the plan importing anything but itself", () => {
    expect(planted("functions/lib/request/http.ts", "functions/session/login.ts")).toHaveLength(1);
    expect(planted("functions/lib/jobs/start.ts", "functions/pricing/read.ts")).toHaveLength(1);
    expect(planted("functions/plan/routes.ts", "functions/lib/errors.ts")).toHaveLength(1);
    expect(planted("functions/lib/config.ts", "functions/plan/jobs.ts")).toEqual([]);
  });

  it("refuses shared/ importing the server or the web", () => {
    expect(planted("shared/formulas/abc.ts", "functions/lib/errors.ts")).toHaveLength(1);
    expect(planted("shared/format.ts", "web/src/app/format.ts")).toHaveLength(1);
  });

  it("lets a web feature import another only for a link", () => {
    expect(planted("web/src/features/sales/SalesPage.tsx", "web/src/features/notable_products/NotableFlags.tsx")).toHaveLength(1);
    expect(planted("web/src/features/dashboard/ManagerDashboard.tsx", "web/src/features/pricing/links.ts")).toEqual([]);
  });

  it("keeps the web's layers: app under the list kit, both under the areas' screens", () => {
    expect(planted("web/src/app/notable-flags/NotableFlags.tsx", "web/src/features/notable_products/NotableToggleHost.tsx")).toEqual([
      "web/src/app/ does not import web/src/features/: web/src/app/notable-flags/NotableFlags.tsx imports web/src/features/notable_products/NotableToggleHost.tsx",
    ]);
    expect(planted("web/src/app/DateField.tsx", "web/src/lists/filter-values.ts")).toHaveLength(1);
    expect(planted("web/src/lists/DataList.tsx", "web/src/features/sales/links.ts")).toHaveLength(1);
    expect(planted("web/src/router.tsx", "web/src/features/sales/routes.tsx")).toEqual([]);
    expect(planted("web/src/lists/cells.ts", "web/src/app/format.ts")).toEqual([]);
  });

  it("finds a cycle between two files and between two folders", () => {
    const loop = [
      { from: "functions/a/x.ts", to: "functions/b/y.ts" },
      { from: "functions/b/y.ts", to: "functions/a/x.ts" },
    ];
    expect(cyclesOf(loop)).toEqual([["functions/a/x.ts", "functions/b/y.ts"]]);
    expect(cyclesOf(folderEdges(loop))).toEqual([["functions/a", "functions/b"]]);
  });
});
