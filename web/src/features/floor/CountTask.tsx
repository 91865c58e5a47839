import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Grid from "@cloudscape-design/components/grid";
import Header from "@cloudscape-design/components/header";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useEffect } from "react";
import { FLOOR_LIST_LIMIT, type FloorCountRow } from "../../../../shared/contracts/floor";
import { STOCK_TAKING_STATUS_LABELS, type StockTakingRow, type StockTakingStatus } from "../../../../shared/contracts/inventories";
import { BarcodeScan } from "./BarcodeScan";
import { type CountBody, fetchMyCounts, registerCount, undoCount, type WriteOutcome } from "./collector-api";
import { COUNT_TEXT } from "./labels";
import { PendingAlert } from "./PendingAlert";
import { ProductSummary } from "./ProductSummary";
import { QuantityField } from "./QuantityField";
import { parseQuantity } from "./quantity";
import { type RegistrationItem, RegistrationList } from "./RegistrationList";
import { TASK_COLUMNS } from "./task-layout";
import { UndoConfirmation } from "./UndoConfirmation";
import { useRegistration } from "./use-registration";
import { useMyRegistrations } from "./use-my-registrations";
import { useScanEntry } from "./use-scan-entry";
import { quantityWithUnit } from "../../app/format";

const statusLabel = (status: string) => STOCK_TAKING_STATUS_LABELS[status as StockTakingStatus] ?? status;

function countItem(count: FloorCountRow): RegistrationItem {
  return {
    id: count.id,
    title: count.product,
    details: `${quantityWithUnit(count.quantity, count.unit)} · ${statusLabel(count.status)}`,
    undoable: count.status === "open",
    undoLabel: `Desfazer contagem de ${count.product}`,
  };
}

/**
 * Contagem: a product scanned, the quantity counted, one tap registers it in the inventory in counting
 * (POST /stock_taking); below, the user's counts in it with 'Desfazer' while open.
 */
export function CountTask() {
  const registration = useRegistration<Omit<CountBody, "idempotency_key">, StockTakingRow>(registerCount);
  const { scan, scanRef, quantityRef, quantityText, setQuantityText, quantityError, setQuantityError, done, setDone, lookUp, finished } =
    useScanEntry(registration.clearRefusal);

  /** `mine` is null when it could not be read. */
  const { mine, setMine, reload, undo } = useMyRegistrations(fetchMyCounts, undoCount, scanRef);

  const noInventory = mine?.inventory === null;
  const product = scan.product;
  // The quantity field shows once a scan found the product: typing goes on there.
  useEffect(() => {
    if (product) quantityRef.current?.focus();
  }, [product, quantityRef]);

  const finish = (row: StockTakingRow) => {
    finished(COUNT_TEXT.done(row.product, quantityWithUnit(row.quantity, row.unit)));
    setMine((before) => before && { ...before, counts: [row, ...before.counts.filter((count) => count.id !== row.id)].slice(0, FLOOR_LIST_LIMIT) });
  };

  const submit = async () => {
    if (!product || noInventory || registration.pending) return;
    const parsed = parseQuantity(quantityText, product.unit, { positive: false });
    if (!parsed.ok) {
      setQuantityError(parsed.error);
      quantityRef.current?.focus();
      return;
    }
    setQuantityError(undefined);
    setDone(undefined);
    const what = COUNT_TEXT.what(product.product, quantityWithUnit(parsed.quantity, product.unit));
    settle(await registration.register({ product_id: product.product_id, quantity: parsed.quantity }, what));
  };

  /** Registered: ready for the next scan. Refused (the inventory stopped counting, say): the list read again. */
  const settle = (outcome: WriteOutcome<StockTakingRow> | undefined) => {
    if (outcome?.kind === "done") finish(outcome.data);
    if (outcome?.kind === "refused") void reload();
  };

  const discard = () => {
    registration.discard();
    void reload();
  };

  return (
    <>
      <Grid gridDefinition={TASK_COLUMNS}>
        <Container header={<Header variant="h2" description={mine?.inventory ? COUNT_TEXT.inventory(mine.inventory) : undefined}>{COUNT_TEXT.formTitle}</Header>}>
          <SpaceBetween size="m">
            {noInventory && <Alert type="warning">{COUNT_TEXT.noInventory}</Alert>}
            {registration.pending && (
              <PendingAlert what={registration.pending.what} busy={registration.busy} onRetry={() => void registration.retry().then(settle)} onDiscard={discard} />
            )}
            {registration.refusal && <Alert type="error">{registration.refusal}</Alert>}
            {done && <Alert type="success">{done}</Alert>}
            <BarcodeScan scan={scan} inputRef={scanRef} onLookUp={(barcode) => void lookUp(barcode)} />
            {product && <ProductSummary product={product} showCounted />}
            {product && (
              <QuantityField
                label={COUNT_TEXT.quantity}
                unit={product.unit}
                value={quantityText}
                error={quantityError}
                disabled={registration.busy || noInventory}
                inputRef={quantityRef}
                onChange={setQuantityText}
                onSubmit={() => void submit()}
              />
            )}
            <Button
              variant="primary"
              fullWidth
              loading={registration.busy}
              disabled={!product || noInventory || registration.pending !== undefined}
              onClick={() => void submit()}
            >
              {COUNT_TEXT.register}
            </Button>
          </SpaceBetween>
        </Container>
        <RegistrationList
          title={COUNT_TEXT.listTitle}
          empty={COUNT_TEXT.empty}
          items={mine === undefined ? undefined : (mine?.counts ?? []).map(countItem)}
          onUndo={(id) => {
            const count = mine?.counts.find((row) => row.id === id);
            if (count) undo.ask({ id, header: COUNT_TEXT.undoHeader, question: COUNT_TEXT.undoQuestion(count.product, quantityWithUnit(count.quantity, count.unit)) });
          }}
        />
      </Grid>
      <UndoConfirmation target={undo.target} busy={undo.busy} onCancel={undo.cancel} onConfirm={(id) => void undo.confirm(id)} />
    </>
  );
}
