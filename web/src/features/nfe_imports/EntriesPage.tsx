import Button from "@cloudscape-design/components/button";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { EntryRow } from "../../../../shared/contracts/nfe-imports";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { ENTRIES_LIST } from "./entries-config";
import { entriesPeriodOf } from "./entries-period";
import { entriesSearch } from "./entries-search";
import { ListPeriodControl } from "../../app/ListPeriodControl";
import { ACTIONS, ENTRIES_SECTION_LABEL, numberAndSeries } from "./labels";
import { ReverseEntryDialog } from "./ReverseEntryDialog";

const route = getRouteApi("/_auth/_section/entries");

export const ENTRIES_TEXT = {
  title: "Entradas",
  description: "Notas de compra recebidas pela integração ou importadas do XML da NF-e.",
  itemsCrumb: (entry: EntryRow) => `Nota ${numberAndSeries(entry)}`,
} as const;

/** Only an active entry imported here can be reversed here: the integration's entries are the ERP's to undo. */
export function canReverse(entry: EntryRow): boolean {
  return entry.source === "nfe" && entry.status === "active";
}

/**
 * /entries: every purchase entry of a period (?period=, by default the last 90 days), its lines, the reversal
 * of an imported one, and the way to import XMLs.
 */
export function EntriesPage() {
  const items = route.useLoaderData();
  const period = entriesPeriodOf(route.useSearch());
  const navigate = useNavigate();
  const router = useRouter();
  const [reversing, setReversing] = useState<EntryRow | null>(null);
  const trail = useMemo<Crumb[]>(() => [], []);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ENTRIES_SECTION_LABEL, trail);
  const back = useBack("/");

  const rowOptions = useMemo<readonly RowOption<EntryRow>[]>(
    () => [
      {
        id: "items",
        text: ACTIONS.items,
        onClick: (entry) => void navigate({ to: "/entries/$entryId/items", params: { entryId: String(entry.id) } }),
      },
      {
        id: "reverse",
        text: ACTIONS.reverse,
        onClick: setReversing,
        disabled: (entry) => !canReverse(entry),
        disabledReason: ACTIONS.reverseOnlyImported,
      },
    ],
    [navigate],
  );

  return (
    <>
      <DataList
        key={`${period.start},${period.end}`}
        config={ENTRIES_LIST}
        items={items}
        title={ENTRIES_TEXT.title}
        description={ENTRIES_TEXT.description}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        rowOptions={rowOptions}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <ListPeriodControl period={period} onApply={(next) => void navigate({ to: "/entries", search: entriesSearch(next) })} />
            <Button iconName="upload" variant="primary" onClick={() => void navigate({ to: "/nfe_imports" })}>
              {ACTIONS.importXml}
            </Button>
          </SpaceBetween>
        }
      />
      {reversing && (
        <ReverseEntryDialog
          entry={reversing}
          onClose={() => setReversing(null)}
          onReversed={() => {
            setReversing(null);
            void router.invalidate();
          }}
        />
      )}
    </>
  );
}
