import type { ListTable } from "./list-table";

/** Shows columns that start hidden (counts, codes, the ICMS parts) through the list's 'Preferências' dialog. */
export async function showColumns(list: ListTable, headers: readonly string[]): Promise<void> {
  await list.root.getByRole("button", { name: "Preferências" }).click();
  const dialog = list.page.getByRole("dialog").filter({ visible: true }).last();
  for (const header of headers) await dialog.getByLabel(header, { exact: true }).check();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await dialog.waitFor({ state: "hidden" });
}
