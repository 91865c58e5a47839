import Alert from "@cloudscape-design/components/alert";
import Badge from "@cloudscape-design/components/badge";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useMemo, useState } from "react";
import type { NfeImportDetail, NfeImportLineRow, NfeProblemRow } from "../../../../shared/contracts/nfe-imports";
import { formatCnpj } from "../../../../shared/contracts/cnpj";
import { formatCurrency } from "../../../../shared/format";
import { formatDate } from "../../app/format";
import { notify } from "../../app/notifications";
import { DataList, type RowOption } from "../../lists";
import { chooseOrder, confirmImport } from "./api";
import { ConfirmImportDialog } from "./ConfirmImportDialog";
import { DiscardImportDialog } from "./DiscardImportDialog";
import { ACTIONS, formatAccessKey, MESSAGES, numberAndSeries } from "./labels";
import { LineDialog } from "./LineDialog";
import { OrderChooser } from "./OrderChooser";
import { confirmBlockedReason, warningsOf } from "./review";
import { MISSING_ORDER_ITEMS_LIST, REVIEW_LINES_LIST } from "./review-config";
import "./nfe-imports.css";

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
        { label: REVIEW_PAGE_TEXT.cnpj, value: formatCnpj(note.supplier_cnpj) },
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

export interface NoteReviewProps {
  note: NfeImportDetail;
  /** The exports' title (the section and the trail). */
  exportTitle: string;
  onBack: () => void;
  /** A line was mapped or the order changed: read the note again. */
  onChanged: () => void;
  onConfirmed: () => void;
  onDiscarded: () => void;
}

/**
 * One note waiting: its header and problems, the order to check it against, its lines (each mapped in
 * 'Vincular produto'), 'Confirmar entrada' (asking to accept the warnings, when there are any) and 'Descartar'.
 */
export function NoteReview({ note, exportTitle, onBack, onChanged, onConfirmed, onDiscarded }: NoteReviewProps) {
  const [mapping, setMapping] = useState<NfeImportLineRow | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const rowOptions = useMemo<readonly RowOption<NfeImportLineRow>[]>(
    () => [{ id: "map", text: ACTIONS.mapLine, onClick: setMapping }],
    [],
  );

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
      onConfirmed();
    } else setRefusal(outcome.message);
  };

  const changeOrder = async (orderId: number | null) => {
    setBusy(true);
    const outcome = await chooseOrder(note.id, { order_id: orderId ?? 0 });
    setBusy(false);
    if (outcome.ok) onChanged();
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
        exportTitle={`${exportTitle} - ${REVIEW_PAGE_TEXT.title(note)}`}
        exportSubtitle={note.supplier}
        onBack={onBack}
        rowOptions={rowOptions}
      />
      {note.missing_order_items.length > 0 && (
        <DataList
          key={`missing-${note.id}`}
          config={MISSING_ORDER_ITEMS_LIST}
          items={note.missing_order_items}
          title={REVIEW_PAGE_TEXT.missing}
          exportTitle={`${exportTitle} - ${REVIEW_PAGE_TEXT.missing}`}
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
            onChanged();
          }}
        />
      )}
      {discarding && (
        <DiscardImportDialog
          note={note}
          onClose={() => setDiscarding(false)}
          onDiscarded={() => {
            setDiscarding(false);
            onDiscarded();
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
