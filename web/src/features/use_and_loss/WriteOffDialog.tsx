import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import ExpandableSection from "@cloudscape-design/components/expandable-section";
import Header from "@cloudscape-design/components/header";
import Modal from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";
import Spinner from "@cloudscape-design/components/spinner";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { UseAndLossDetail, UseAndLossRow, WriteOffAvailableRow } from "../../../../shared/contracts/use-and-loss";
import type { IsoDay } from "../../../../shared/dates";
import { writeOffEntryWindow } from "../../../../shared/formulas/write-off";
import { DateField } from "../../app/DateField";
import { formatDate } from "../../app/format";
import { useListLoader } from "../../app/use-list-loader";
import { DataList, type RowOption } from "../../lists";
import { fetchOperation, fetchWriteOffAvailable, writeOff } from "./api";
import { ACTIONS, MESSAGES, operationName, USE_AND_LOSS_SECTION_LABEL } from "./labels";
import { OperationSummary } from "./OperationSummary";
import { AVAILABLE_ENTRIES_LIST, allocationsList } from "./write-off-config";
import { WriteOffForm } from "./WriteOffForm";
import { previewWriteOff } from "./write-off-preview";

export const WRITE_OFF_DIALOG_TEXT = {
  header: ACTIONS.writeOff,
  since: "Entradas desde",
  afterOperation: (operationDay: string) => `A data não pode ser posterior à data da operação (${operationDay})`,
  beforeWindow: (firstDay: string) => `A data não pode ser anterior a ${firstDay}: a baixa usa entradas dos 365 dias antes da operação`,
  window: (firstDay: string, operationDay: string) => `Entradas de ${firstDay} até a data da operação (${operationDay})`,
  entries: "Entradas Disponíveis",
  chooseEntry: "Baixar desta Entrada",
  chosen: "Entrada escolhida",
  form: "Baixar",
  allocations: "Baixas da Operação",
  confirm: "Baixar",
  close: "Fechar",
} as const;

/** Why a typed 'Entradas desde' is outside the operation's window, or undefined. */
function sinceError(day: IsoDay | null, entryWindow: { from: IsoDay; to: IsoDay }): string | undefined {
  if (!day) return undefined;
  if (day > entryWindow.to) return WRITE_OFF_DIALOG_TEXT.afterOperation(formatDate(entryWindow.to));
  if (day < entryWindow.from) return WRITE_OFF_DIALOG_TEXT.beforeWindow(formatDate(entryWindow.from));
  return undefined;
}

export interface WriteOffDialogProps {
  operation: UseAndLossRow;
  onDismiss: () => void;
  /** A write-off was recorded and the operation is still open: the page's list reloads. */
  onWrittenOff: () => void;
  /** A write-off covered the whole quantity (spec §4): the dialog is done. */
  onClosed: () => void;
}

/** The operation with its allocations: undefined while loading, null when the read failed (already notified). */
function useOperationDetail(id: number): { detail: UseAndLossDetail | null | undefined; reload: () => void } {
  const [detail, setDetail] = useState<UseAndLossDetail | null | undefined>(undefined);
  // Only the latest read answers, and none after the dialog closed.
  const latestRead = useRef(0);
  const reload = useCallback(() => {
    const read = ++latestRead.current;
    void fetchOperation(id).then((answer) => {
      if (read === latestRead.current) setDetail(answer);
    });
  }, [id]);
  useEffect(() => {
    reload();
    return () => {
      latestRead.current++;
    };
  }, [reload]);
  return { detail, reload };
}

/**
 * 'Baixa Fiscal' (spec §2.6, §4, §5, §9): the product's entries with quantity available since a day (365 days
 * before the operation by default) up to the operation's date, the only ones it may take; the entry to write off against (the newest until another is chosen), the quantity with its
 * limit and, as it is typed, what is left and the credit to reverse. A write-off that covers the operation
 * closes the dialog; otherwise the operation and the entries are read again.
 */
export function WriteOffDialog({ operation, onDismiss, onWrittenOff, onClosed }: WriteOffDialogProps) {
  const { detail, reload: reloadDetail } = useOperationDetail(operation.id);
  const entryWindow = useMemo(() => writeOffEntryWindow(operation.date), [operation.date]);
  const [typedSince, setTypedSince] = useState<IsoDay | null>(entryWindow.from);
  const [since, setSince] = useState(entryWindow.from);
  const { id: operationId, product_id: productId } = operation;
  const loadEntries = useCallback(() => fetchWriteOffAvailable(operationId, productId, since), [operationId, productId, since]);
  // A dialog, not a route: it has no route loader, so it loads its entries through the list loader hook.
  const { items: entries, loading, reloadSoon: reloadEntries } = useListLoader(loadEntries);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);

  const entry: WriteOffAvailableRow | null = entries.find((row) => row.entry_item_id === chosenId) ?? entries[0] ?? null;
  const preview = detail && entry ? previewWriteOff(detail, entry, text) : null;
  const canConfirm = preview?.canConfirm === true && !saving;
  const allocations = useMemo(() => allocationsList(operation.unit), [operation.unit]);

  const rowOptions = useMemo<readonly RowOption<WriteOffAvailableRow>[]>(
    () => [
      {
        id: "choose",
        text: WRITE_OFF_DIALOG_TEXT.chooseEntry,
        onClick: (row) => setChosenId(row.entry_item_id),
        disabled: (row) => row.entry_item_id === entry?.entry_item_id,
        disabledReason: WRITE_OFF_DIALOG_TEXT.chosen,
      },
    ],
    [entry?.entry_item_id],
  );

  const submit = async () => {
    const quantity = preview?.quantity ?? null;
    if (!entry || quantity === null || saving) return;
    setSaving(true);
    const answer = await writeOff(operation.id, entry.entry_item_id, quantity);
    setSaving(false);
    if (answer?.status === "closed") {
      onClosed();
      return;
    }
    // Written off in part, or refused (the figures may have changed meanwhile): read both again.
    if (answer) {
      setText("");
      onWrittenOff();
    }
    reloadDetail();
    reloadEntries();
  };

  const product = `${operation.product_id} - ${operation.product}`;
  const subtitle = [USE_AND_LOSS_SECTION_LABEL, operationName(operation), product, `${WRITE_OFF_DIALOG_TEXT.since} ${formatDate(since)}`];

  return (
    <Modal
      visible
      size="large"
      header={WRITE_OFF_DIALOG_TEXT.header}
      closeAriaLabel={WRITE_OFF_DIALOG_TEXT.close}
      onDismiss={() => {
        if (!saving) onDismiss();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={saving}>
              {WRITE_OFF_DIALOG_TEXT.close}
            </Button>
            <Button variant="primary" onClick={() => void submit()} disabled={!canConfirm} loading={saving}>
              {WRITE_OFF_DIALOG_TEXT.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <OperationSummary operation={detail ?? operation} />
        <section aria-label={WRITE_OFF_DIALOG_TEXT.form}>
          <SpaceBetween size="s">
            <Header variant="h3">{WRITE_OFF_DIALOG_TEXT.form}</Header>
            {detail === undefined || loading ? (
              <Spinner />
            ) : detail === null ? (
              <Box color="text-status-error">{MESSAGES.operationLoad}</Box>
            ) : (
              <WriteOffForm
                operation={detail}
                entry={entry}
                preview={preview}
                text={text}
                onTextChange={setText}
                onSubmit={() => void submit()}
                disabled={saving}
              />
            )}
          </SpaceBetween>
        </section>
        <SpaceBetween size="xxs">
          <DateField
            label={WRITE_OFF_DIALOG_TEXT.since}
            value={typedSince}
            errorText={sinceError(typedSince, entryWindow)}
            isDateEnabled={(day) => day >= entryWindow.from && day <= entryWindow.to}
            onChange={(day) => {
              setTypedSince(day);
              if (day && !sinceError(day, entryWindow)) setSince(day);
            }}
          />
          <Box variant="small">{WRITE_OFF_DIALOG_TEXT.window(formatDate(entryWindow.from), formatDate(entryWindow.to))}</Box>
        </SpaceBetween>
        <DataList
          config={AVAILABLE_ENTRIES_LIST}
          items={entries}
          loading={loading}
          title={WRITE_OFF_DIALOG_TEXT.entries}
          exportTitle={`${USE_AND_LOSS_SECTION_LABEL} - ${WRITE_OFF_DIALOG_TEXT.entries}`}
          exportSubtitle={subtitle.join(" / ")}
          rowOptions={rowOptions}
        />
        {detail && detail.allocations.length > 0 ? (
          <ExpandableSection headerText={`${WRITE_OFF_DIALOG_TEXT.allocations} (${detail.allocations.length})`}>
            <DataList
              config={allocations}
              items={detail.allocations}
              title={WRITE_OFF_DIALOG_TEXT.allocations}
              exportTitle={`${USE_AND_LOSS_SECTION_LABEL} - ${WRITE_OFF_DIALOG_TEXT.allocations}`}
              exportSubtitle={subtitle.slice(0, 3).join(" / ")}
            />
          </ExpandableSection>
        ) : null}
      </SpaceBetween>
    </Modal>
  );
}
