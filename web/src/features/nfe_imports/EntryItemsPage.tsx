import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading } from "../../lists";
import { ENTRY_ITEMS_LIST } from "./entries-config";
import { ENTRIES_SECTION_LABEL } from "./labels";

const route = getRouteApi("/_auth/_section/entries/$entryId/items");

/** /entries/$entryId/items: the entry's lines, in the supplier's unit and in stock units. */
export function EntryItemsPage() {
  const { entryId } = route.useParams();
  const items = route.useLoaderData();
  const trail = useMemo<Crumb[]>(() => [{ text: `#${entryId}` }, { text: "Itens" }], [entryId]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ENTRIES_SECTION_LABEL, trail);
  const back = useBack("/entries");
  return (
    <DataList
      key={entryId}
      config={ENTRY_ITEMS_LIST}
      items={items}
      title="Itens da Entrada"
      exportTitle={heading.title}
      exportSubtitle={heading.subtitle}
      onBack={back}
    />
  );
}
