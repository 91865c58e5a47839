/**
 * The route table: every route group (one Lambda each, DESIGN §4) with its routes and who may call them.
 * The CDK stack creates functions and API routes from it; the local server mounts handlers from it;
 * each group's handler must implement exactly its routes (checked by the compiler).
 */
import type { JobName } from "./jobs";
import type { FunctionNeeds } from "./needs";

export type Access = "public" | "user" | "admin" | "apiKey";

/** What a group's function may touch in AWS, and which jobs it starts (it gets each one's state machine ARN). */
export interface GroupNeeds extends FunctionNeeds {
  startsJobs?: readonly JobName[];
}

interface RouteGroup {
  entry: string;
  needs: GroupNeeds;
  routes: Readonly<Record<string, Access>>;
}

export const ROUTE_GROUPS = {
  session: {
    entry: "functions/session/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "POST /api/login": "public",
      "POST /api/logout": "public",
      "GET /api/check": "user",
      "GET /api/tenant_data": "public",
      "GET /api/tenant_logo": "public",
    },
  },
  users: {
    entry: "functions/users/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/users": "admin",
      "POST /api/users": "admin",
      "PUT /api/users/{id}": "admin",
      "DELETE /api/users/{id}": "admin",
    },
  },
  purchasing: {
    entry: "functions/purchasing/handler.ts",
    needs: { table: "read", jwtSecret: true },
    routes: {
      "GET /api/purchase_orders": "admin",
      "GET /api/purchase_orders/{id}": "admin",
      "GET /api/purchase_orders/{id}/items": "admin",
      "GET /api/purchase_orders/{id}/items_variation": "admin",
      "GET /api/price_quote/item_participants": "admin",
      "GET /api/price_quote/{id}": "admin",
      "GET /api/product_entries/item_last_entries": "admin",
    },
  },
  use_and_loss: {
    entry: "functions/use_and_loss/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/use_and_loss": "admin",
      "GET /api/use_and_loss/writeoff_available": "admin",
      "GET /api/use_and_loss/icms_reversal": "admin",
      "GET /api/use_and_loss/{id}": "admin",
      "DELETE /api/use_and_loss/{id}": "admin",
      "POST /api/use_and_loss/{id}/writeoff": "admin",
      "POST /api/use_and_loss/{id}/undo_writeoff": "admin",
      "POST /api/use_and_loss/{id}/apply": "admin",
      "POST /api/use_and_loss/apply_all": "admin",
    },
  },
  // Purchase entries from the supplier's NF-e file (upload, review, confirm, reverse), every entry's list,
  // and the company's CNPJ the notes must name as recipient.
  nfe_imports: {
    entry: "functions/nfe_imports/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/tenant_settings": "admin",
      "PUT /api/tenant_settings": "admin",
      "POST /api/nfe_imports": "admin",
      "GET /api/nfe_imports": "admin",
      "GET /api/nfe_imports/{id}": "admin",
      "PUT /api/nfe_imports/{id}": "admin",
      "PUT /api/nfe_imports/{id}/lines/{n}": "admin",
      "POST /api/nfe_imports/{id}/confirm": "admin",
      "DELETE /api/nfe_imports/{id}": "admin",
      "GET /api/entries": "admin",
      "GET /api/entries/{id}/items": "admin",
      "POST /api/entries/{id}/reverse": "admin",
    },
  },
  inventories: {
    entry: "functions/inventories/handler.ts",
    needs: { table: "readWrite", jwtSecret: true, startsJobs: ["inventoryProcessing"] },
    routes: {
      "GET /api/inventories": "admin",
      "POST /api/inventories": "admin",
      "GET /api/inventories/{id}": "admin",
      "DELETE /api/inventories/{id}": "admin",
      "POST /api/inventories/{id}/finalize": "admin",
      "POST /api/inventories/{id}/process": "admin",
      "GET /api/inventories/{id}/missing_products": "admin",
      "POST /api/inventories/{id}/confirm_product_quantity": "admin",
      "POST /api/inventories/{id}/confirm_all_products_quantity": "admin",
      "GET /api/inventory_products": "admin",
      "DELETE /api/inventory_products/{id}": "admin",
      "GET /api/stock_taking": "admin",
      "DELETE /api/stock_taking/{id}": "admin",
      "POST /api/stock_taking/{id}/fix": "admin",
      "POST /api/stock_taking/{id}/close": "admin",
      "POST /api/stock_taking/close_all": "admin",
      "POST /api/stock_taking/zero_product": "admin",
      "POST /api/stock_taking/zero_all_products": "admin",
    },
  },
  // The store floor's collector (DESIGN §6): a standard user looks up the product a scan names, registers counts
  // into the inventory in counting and uses or losses, lists their own and undoes them while open. The records
  // and their rules belong to inventories and use and loss, which take them in through their intake modules.
  floor: {
    entry: "functions/floor/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/floor_product": "user",
      "POST /api/stock_taking": "user",
      "GET /api/stock_taking/mine": "user",
      "POST /api/stock_taking/{id}/undo": "user",
      "POST /api/use_and_loss": "user",
      "GET /api/use_and_loss/mine": "user",
      "POST /api/use_and_loss/{id}/undo": "user",
    },
  },
  pricing: {
    entry: "functions/pricing/handler.ts",
    needs: { table: "readWrite", jwtSecret: true, startsJobs: ["pricingClassification"] },
    routes: {
      "GET /api/pricing": "admin",
      "POST /api/pricing": "admin",
      "DELETE /api/pricing/{id}": "admin",
      "POST /api/pricing/{id}/reclassify": "admin",
      "POST /api/pricing/{id}/apply": "admin",
      "GET /api/pricing_groups": "admin",
      "GET /api/pricing_products": "admin",
      "GET /api/pricing_notable_loss": "admin",
      "PUT /api/pricing_notable_loss/{id}": "admin",
      "GET /api/pricing_settings": "admin",
      "PUT /api/pricing_settings": "admin",
    },
  },
  notable_products: {
    entry: "functions/notable_products/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/notable_products": "admin",
      "POST /api/notable_products": "admin",
      "PUT /api/notable_products/{productId}": "admin",
      "DELETE /api/notable_products/{productId}": "admin",
    },
  },
  // Finding a product by its description, for the dialogs that pick one (flagging a notable product).
  product_search: {
    entry: "functions/product_search/handler.ts",
    needs: { table: "readWrite", jwtSecret: true },
    routes: {
      "GET /api/fb_products/list_by_description": "admin",
    },
  },
  sales: {
    entry: "functions/sales/handler.ts",
    needs: { table: "read", jwtSecret: true },
    routes: {
      "GET /api/daily_sales": "admin",
      "GET /api/group_sales_by_period": "admin",
      "GET /api/group_sales": "admin",
      "GET /api/product_sales_by_period": "admin",
    },
  },
  // The manager's morning page reads every area and changes nothing: a function of its own, read-only, so
  // no area's function gains another's reads and none of them its grants.
  dashboard: {
    entry: "functions/dashboard/handler.ts",
    needs: { table: "read", jwtSecret: true },
    routes: {
      "GET /api/dashboard": "admin",
    },
  },
  reports: {
    entry: "functions/reports/handler.ts",
    needs: { table: "readWrite", jwtSecret: true, reportsBucket: "read", startsJobs: ["reportRendering"] },
    routes: {
      // Every report prints admin data (a purchase order: its costs and supplier), read from lists that are
      // themselves admin-only: printing is for administrators, like those lists. A report a standard user's
      // screens need would get a route of its own.
      "POST /api/reports": "admin",
      "GET /api/reports/{job_id}": "admin",
      "GET /api/reports/{job_id}/file": "admin",
    },
  },
  integration: {
    entry: "functions/integration/handler.ts",
    needs: { table: "readWrite", jwtSecret: false, invokesAggregation: true },
    routes: {
      "POST /api/integration/{kind}": "apiKey",
      "POST /api/integration/aggregate": "apiKey",
      "GET /api/integration/stock_movements": "apiKey",
      "GET /api/integration/price_changes": "apiKey",
    },
  },
} as const satisfies Record<string, RouteGroup>;

export type GroupName = keyof typeof ROUTE_GROUPS;
export type RouteKeyOf<G extends GroupName> = keyof (typeof ROUTE_GROUPS)[G]["routes"] & string;

export interface RouteEntry {
  group: GroupName;
  routeKey: string;
  method: string;
  path: string;
  access: Access;
}

export const GROUP_NAMES = Object.keys(ROUTE_GROUPS) as GroupName[];

/** Every route of every group, flattened. */
export function allRoutes(): RouteEntry[] {
  return GROUP_NAMES.flatMap((group) =>
    Object.entries(ROUTE_GROUPS[group].routes as Record<string, Access>).map(([routeKey, access]) => {
      const [method = "", path = ""] = routeKey.split(" ");
      return { group, routeKey, method, path, access };
    }),
  );
}

