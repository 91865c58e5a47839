import Alert from "@cloudscape-design/components/alert";
import Badge from "@cloudscape-design/components/badge";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { getRouteApi, useNavigate, useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { NfeImportDetail, NfeImportLineRow, NfeProblemRow } from "../../../../shared/contracts/nfe-imports";
import { formatCurrency } from "../../../../shared/format";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { formatDate } from "../../app/format";
import { notify } from "../../app/notifications";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { chooseOrder, confirmImport } from "./api";
import { ConfirmImportDialog } from "./ConfirmImportDialog";
import { DiscardImportDialog } from "./DiscardImportDialog";
import { ACTIONS, ENTRIES_SECTION_LABEL, formatAccessKey, MESSAGES, numberAndSeries } from "./labels";
import { LineDialog } from "./LineDialog";
import { OrderChooser } from "./OrderChooser";
import { confirmBlockedReason, warningsOf } from "./review";
import { MISSING_ORDER_ITEMS_LIST, REVIEW_LINES_LIST } from "./review-config";
import "./nfe-imports.css";

const route = getRouteApi("/_auth/_section/nfe_imports/$importId");

export const REVIEW_PAGE_TEXT = {
  title: (note: NfeImportDetail) => `NF-e ${numberAndSeries(note)}`,
  notFound: "Nota não encontrada: já confirmada, descartada ou nunca enviada.",
  header: "Dados da Nota",
  supplier: "Fornecedor",
  newSupplier: "Novo fornecedor",
  cnpj: "CNPJ",
  numberSeries: "Número/Série",
  issueDate: "Emissão",
  accessKey: "Chave de acesso",
  total: "Total da nota",
  icmsCredit: "Crédito de ICMS",
  pending: "Linhas pendentes",
  lines: "Linhas da Nota",
  missing: "Itens do Pedido que a Nota não Traz",
  sentBy: (note: NfeImportDetail) => `Enviada por ${note.created_by} em ${formatDate(note.created_at)}`,
} as const;

const ALERT_TYPE: Readonly<Record<NfeProblemRow["level"], "error" | "warning" | "info">> = { block: "error", warn: "warning", info: "info" };

function NoteHeader({ note }: { note: NfeImportDetail }) {
  return (
    <KeyValuePairs
      columns={3}
      items={[
        {
          label: REVIEW_PAGE_TEXT.supplier,
          value: (
            <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
              <span>{note.supplier}</span>
              {note.new_supplier && <Badge color="blue">{REVIEW_PAGE_TEXT.newSupplier}</Badge>}
            </SpaceBetween>
          ),
        },
        { label: REVIEW_PAGE_TEXT.numberSeries, value: numberAndSeries(note) },
        { label: REVIEW_PAGE_TEXT.issueDate, value: formatDate(note.issue_date) },
        { label: REVIEW_PAGE_TEXT.total, value: formatCurrency(note.total) },
        { label: REVIEW_PAGE_TEXT.icmsCredit, value: formatCurrency(note.icms_credit) },
        { label: REVIEW_PAGE_TEXT.pending, value: `${note.pending_lines} de ${note.lines}` },
        { label: REVIEW_PAGE_TEXT.accessKey, value: <span className="nfe-access-key">{formatAccessKey(note.access_key)}</span> },
      ]}
    />
  );
}

/** /nfe_imports/$importId: one note waiting, its lines to match, the order to check it against, confirm or discard. */
export function ReviewPage() {
  const note = route.useLoaderData();
  const { importId } = route.useParams();
  const router = useRouter();
  const navigate = useNavigate();
  const back = useBack("/nfe_imports");
  const [mapping, setMapping] = useState<NfeImportLineRow | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const trail = useMemo<Crumb[]>(() => [{ text: "Importar XML", href: "/nfe_imports" }, { text: `#${importId}` }], [importId]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ENTRIES_SECTION_LABEL, trail);

  const rowOptions = useMemo<readonly RowOption<NfeImportLineRow>[]>(
    () => [{ id: "map", text: ACTIONS.mapLine, onClick: setMapping }],
    [],
  );

  if (!note) {
    return (
      <SpaceBetween size="m">
        <Alert type="warning">{REVIEW_PAGE_TEXT.notFound}</Alert>
        <Button onClick={back}>Voltar</Button>
      </SpaceBetween>
    );
  }

  const warnings = warningsOf(note.problems);
  const blockedReason = confirmBlockedReason(note);

  const confirm = async (acceptWarnings: boolean) => {
    setBusy(true);
    setRefusal(null);
    const outcome = await confirmImport(note.id, { accept_warnings: acceptWarnings });
    setBusy(false);
    if (outcome.ok) {
      setConfirming(false);
      notify("success", MESSAGES.confirmed);
      void navigate({ to: "/entries" });
    } else setRefusal(outcome.message);
  };

  const changeOrder = async (orderId: number | null) => {
    setBusy(true);
    const outcome = await chooseOrder(note.id, { order_id: orderId });
    setBusy(false);
    if (outcome.ok) void router.invalidate();
    else notify("error", outcome.message);
  };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={`${note.supplier} · ${REVIEW_PAGE_TEXT.sentBy(note)}`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => setDiscarding(true)} disabled={busy}>
              {ACTIONS.discard}
            </Button>
            <Button
              variant="primary"
              loading={busy && !confirming}
              disabled={blockedReason !== undefined}
              disabledReason={blockedReason}
              onClick={() => (warnings.length > 0 ? setConfirming(true) : void confirm(false))}
            >
              {ACTIONS.confirm}
            </Button>
          </SpaceBetween>
        }
      >
        {REVIEW_PAGE_TEXT.title(note)}
      </Header>
      {refusal !== null && !confirming && <Alert type="error">{refusal}</Alert>}
      {note.problems.map((problem) => (
        <Alert key={`${problem.code}-${problem.line ?? 0}`} type={ALERT_TYPE[problem.level] ?? "info"}>
          {problem.message}
        </Alert>
      ))}
      <Container header={<Header variant="h2">{REVIEW_PAGE_TEXT.header}</Header>}>
        <SpaceBetween size="l">
          <NoteHeader note={note} />
          <Box>
            <OrderChooser supplier={note.supplier} orderId={note.order_id} disabled={busy} onChoose={(id) => void changeOrder(id)} />
          </Box>
        </SpaceBetween>
      </Container>
      <DataList
        key={`lines-${note.id}`}
        config={REVIEW_LINES_LIST}
        items={note.items}
        title={REVIEW_PAGE_TEXT.lines}
        exportTitle={`${heading.title} - ${REVIEW_PAGE_TEXT.title(note)}`}
        exportSubtitle={note.supplier}
        onBack={back}
        rowOptions={rowOptions}
      />
      {note.missing_order_items.length > 0 && (
        <DataList
          key={`missing-${note.id}`}
          config={MISSING_ORDER_ITEMS_LIST}
          items={note.missing_order_items}
          title={REVIEW_PAGE_TEXT.missing}
          exportTitle={`${heading.title} - ${REVIEW_PAGE_TEXT.missing}`}
          exportSubtitle={note.supplier}
        />
      )}
      {mapping && (
        <LineDialog
          importId={note.id}
          line={mapping}
          onClose={() => setMapping(null)}
          onSaved={() => {
            setMapping(null);
            void router.invalidate();
          }}
        />
      )}
      {discarding && (
        <DiscardImportDialog
          note={note}
          onClose={() => setDiscarding(false)}
          onDiscarded={() => {
            setDiscarding(false);
            void navigate({ to: "/nfe_imports" });
          }}
        />
      )}
      {confirming && (
        <ConfirmImportDialog
          warnings={warnings}
          busy={busy}
          refusal={refusal}
          onCancel={() => {
            setConfirming(false);
            setRefusal(null);
          }}
          onAccept={() => void confirm(true)}
        />
      )}
    </SpaceBetween>
  );
}
