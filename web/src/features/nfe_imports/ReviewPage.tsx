import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { useMemo } from "react";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { exportHeading } from "../../lists";
import { ENTRIES_SECTION_LABEL } from "./labels";
import { NoteReview, REVIEW_PAGE_TEXT } from "./NoteReview";

const route = getRouteApi("/_auth/_section/nfe_imports/$importId");

/** /nfe_imports/$importId: one note waiting for review, read by the route's loader and again after each change. */
export function ReviewPage() {
  const note = route.useLoaderData();
  const { importId } = route.useParams();
  const router = useRouter();
  const navigate = useNavigate();
  const back = useBack("/nfe_imports");
  const trail = useMemo<Crumb[]>(() => [{ text: "Importar XML", href: "/nfe_imports" }, { text: `#${importId}` }], [importId]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ENTRIES_SECTION_LABEL, trail);

  if (!note) {
    return (
      <SpaceBetween size="m">
        <Alert type="warning">{REVIEW_PAGE_TEXT.notFound}</Alert>
        <Button onClick={back}>Voltar</Button>
      </SpaceBetween>
    );
  }
  return (
    <NoteReview
      key={note.id}
      note={note}
      exportTitle={heading.title}
      onBack={back}
      onChanged={() => void router.invalidate()}
      onConfirmed={() => void navigate({ to: "/entries" })}
      onDiscarded={() => void navigate({ to: "/nfe_imports" })}
    />
  );
}
