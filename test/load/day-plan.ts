/**
 * A day of one store's work (a supermarket of 20 staff: 2 administrators, 18 on the floor), as `npm run
 * load:day` replays it on the local runtime. Every figure is an assumption the README's cost table names.
 */
export const DAY = {
  /** Each person signs in once a day (a session lasts the shift); the login page reads the company's name and logo. */
  adminSignIns: 2,
  floorSignIns: 18,
  /** Screens an administrator opens in a day (each is one list request; an order also reads its items). */
  dashboards: 4,
  orderLists: 6,
  ordersOpened: 6,
  entryLists: 3,
  useAndLossLists: 6,
  salesScreens: 4,
  inventoryScreens: 4,
  /** Counts registered on the floor (a scan looks the product up, then the count is sent). */
  counts: 150,
  /** Uses and losses registered on the floor, then written off and applied by an administrator. */
  losses: 10,
  /** NF-e files imported (each confirmed after the review that an unsigned test note asks for). */
  nfeImports: 2,
  /** Purchase orders printed to PDF. */
  prints: 3,
  /** The POS sends its sale lines every 15 minutes over 14 open hours. */
  saleLines: 3_000,
  saleBatches: 56,
  /** The ERP sends stock and cost changes once an hour. */
  productSyncs: 14,
  productsPerSync: 50,
  /** The ERP polls the stock movement feed every 5 minutes and the POS the price changes every 15, over 14 hours. */
  stockMovementPolls: 168,
  priceChangePolls: 56,
} as const;
