import Button from "@cloudscape-design/components/button";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { NfeImportRow } from "../../../../shared/contracts/nfe-imports";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { DiscardImportDialog } from "./DiscardImportDialog";
import { IMPORTS_WAITING_LIST } from "./entries-config";
import { ACTIONS, ENTRIES_SECTION_LABEL } from "./labels";
import { UploadPanel } from "./UploadPanel";

const route = getRouteApi("/_auth/_section/nfe_imports");

export const IMPORTS_TEXT = {
  crumb: "Importar XML",
  waitingTitle: "Notas Aguardando Revisão",
  waitingDescription: "Notas lidas que esperam um produto, uma fração ou a aceitação de um aviso.",
} as const;

/** /nfe_imports: the upload, and the notes waiting for review below it. */
export function ImportsPage() {
  const items = route.useLoaderData();
  const navigate = useNavigate();
  const router = useRouter();
  const [discarding, setDiscarding] = useState<NfeImportRow | null>(null);
  const trail = useMemo<Crumb[]>(() => [{ text: IMPORTS_TEXT.crumb }], []);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ENTRIES_SECTION_LABEL, trail);
  const back = useBack("/entries");

  const rowOptions = useMemo<readonly RowOption<NfeImportRow>[]>(
    () => [
      {
        id: "review",
        text: ACTIONS.review,
        onClick: (note) => void navigate({ to: "/nfe_imports/$importId", params: { importId: String(note.id) } }),
      },
      { id: "discard", text: ACTIONS.discard, onClick: setDiscarding },
    ],
    [navigate],
  );

  return (
    <SpaceBetween size="l">
      <UploadPanel
        onFinished={() => void router.invalidate()}
        onReview={(importId) => void navigate({ to: "/nfe_imports/$importId", params: { importId: String(importId) } })}
      />
      <DataList
        config={IMPORTS_WAITING_LIST}
        items={items}
        title={IMPORTS_TEXT.waitingTitle}
        description={IMPORTS_TEXT.waitingDescription}
        exportTitle={`${heading.title} - ${IMPORTS_TEXT.waitingTitle}`}
        exportSubtitle={heading.subtitle}
        onBack={back}
        rowOptions={rowOptions}
        actions={<Button onClick={() => void navigate({ to: "/entries" })}>{ACTIONS.entries}</Button>}
      />
      {discarding && (
        <DiscardImportDialog
          note={discarding}
          onClose={() => setDiscarding(null)}
          onDiscarded={() => {
            setDiscarding(null);
            void router.invalidate();
          }}
        />
      )}
    </SpaceBetween>
  );
}
