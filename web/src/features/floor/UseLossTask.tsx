import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import FormField from "@cloudscape-design/components/form-field";
import Grid from "@cloudscape-design/components/grid";
import Header from "@cloudscape-design/components/header";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import RadioGroup from "@cloudscape-design/components/radio-group";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useEffect, useRef, useState } from "react";
import { FLOOR_LIST_LIMIT, type FloorOperationRow } from "../../../../shared/contracts/floor";
import { USE_LOSS_OPERATION_LABELS, USE_LOSS_OPERATIONS, type UseLossOperation } from "../../../../shared/contracts/use-and-loss";
import { ConfirmModal } from "../../app/ConfirmModal";
import { BarcodeScan } from "./BarcodeScan";
import { fetchMyOperations, type OperationBody, registerOperation, undoOperation, type WriteOutcome } from "./collector-api";
import { USE_LOSS_TEXT } from "./labels";
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

const OPERATION_ITEMS = USE_LOSS_OPERATIONS.map((operation) => ({ value: operation, label: USE_LOSS_OPERATION_LABELS[operation] }));

const isOperation = (value: string): value is UseLossOperation => (USE_LOSS_OPERATIONS as readonly string[]).includes(value);

function operationItem(operation: FloorOperationRow): RegistrationItem {
  const label = USE_LOSS_TEXT.operationLabel(operation.operation);
  return {
    id: operation.id,
    title: operation.product,
    details: `${label} · ${quantityWithUnit(operation.quantity, operation.unit)} · ${operation.location}`,
    undoable: operation.status === "open",
    undoLabel: `Desfazer ${label.toLowerCase()} de ${operation.product}`,
  };
}

/**
 * Uso/Perda: a product scanned, use or loss, where, how much; one tap registers an open operation
 * (POST /use_and_loss) for the administrator's write-off, after a confirmation when the quantity is above the
 * product's stock (the stock may be wrong, so it is not refused); below, the user's open operations of today
 * with 'Desfazer'. The operation and the location stay for the next product.
 */
export function UseLossTask() {
  const registration = useRegistration<Omit<OperationBody, "idempotency_key">, FloorOperationRow>(registerOperation);
  const { scan, scanRef, quantityRef, quantityText, setQuantityText, quantityError, setQuantityError, done, setDone, lookUp, finished } =
    useScanEntry(registration.clearRefusal);
  const locationRef = useRef<InputProps.Ref>(null);
  const [operation, setOperation] = useState<UseLossOperation>("loss");
  const [location, setLocation] = useState("");
  const [locationError, setLocationError] = useState<string>();
  /** A registration of more than the stock, held until the user confirms it (the stock may be wrong). */
  const [aboveStock, setAboveStock] = useState<{ body: Omit<OperationBody, "idempotency_key">; what: string; question: string }>();

  const { mine, setMine, reload, undo } = useMyRegistrations(fetchMyOperations, undoOperation, scanRef);

  const product = scan.product;
  const typedLocation = useRef(location);
  typedLocation.current = location;
  // Once a scan found the product, typing goes on where it is needed: the location the first time, then the quantity.
  useEffect(() => {
    if (product) (typedLocation.current.trim() ? quantityRef : locationRef).current?.focus();
  }, [product, quantityRef]);

  const finish = (row: FloorOperationRow) => {
    finished(USE_LOSS_TEXT.done(row.operation, row.product, quantityWithUnit(row.quantity, row.unit)));
    setMine((before) => [row, ...(before ?? []).filter((listed) => listed.id !== row.id)].slice(0, FLOOR_LIST_LIMIT));
  };

  const settle = (outcome: WriteOutcome<FloorOperationRow> | undefined) => {
    if (outcome?.kind === "done") finish(outcome.data);
  };

  const submit = async () => {
    if (!product || registration.pending) return;
    const parsed = parseQuantity(quantityText, product.unit, { positive: true });
    const place = location.trim();
    setQuantityError(parsed.ok ? undefined : parsed.error);
    setLocationError(place ? undefined : USE_LOSS_TEXT.locationRequired);
    if (!parsed.ok || !place) {
      (parsed.ok ? locationRef : quantityRef).current?.focus();
      return;
    }
    setDone(undefined);
    const quantity = quantityWithUnit(parsed.quantity, product.unit);
    const what = USE_LOSS_TEXT.what(operation, product.product, quantity);
    const body = { operation, product_id: product.product_id, quantity: parsed.quantity, location: place };
    if (parsed.quantity > product.stock) {
      setAboveStock({ body, what, question: USE_LOSS_TEXT.aboveStockQuestion(quantity, quantityWithUnit(product.stock, product.unit)) });
      return;
    }
    settle(await registration.register(body, what));
  };

  const confirmAboveStock = async () => {
    if (!aboveStock) return;
    setAboveStock(undefined);
    settle(await registration.register(aboveStock.body, aboveStock.what));
  };

  const discard = () => {
    registration.discard();
    void reload();
  };

  return (
    <>
      <Grid gridDefinition={TASK_COLUMNS}>
        <Container header={<Header variant="h2">{USE_LOSS_TEXT.formTitle}</Header>}>
          <SpaceBetween size="m">
            {registration.pending && (
              <PendingAlert what={registration.pending.what} busy={registration.busy} onRetry={() => void registration.retry().then(settle)} onDiscard={discard} />
            )}
            {registration.refusal && <Alert type="error">{registration.refusal}</Alert>}
            {done && <Alert type="success">{done}</Alert>}
            <BarcodeScan scan={scan} inputRef={scanRef} onLookUp={(barcode) => void lookUp(barcode)} />
            {product && <ProductSummary product={product} showCounted={false} />}
            <FormField label={USE_LOSS_TEXT.operation}>
              <RadioGroup
                direction="horizontal"
                value={operation}
                items={OPERATION_ITEMS}
                onChange={({ detail }) => {
                  if (isOperation(detail.value)) setOperation(detail.value);
                }}
              />
            </FormField>
            <FormField label={USE_LOSS_TEXT.location} errorText={locationError} stretch>
              <Input
                ref={locationRef}
                value={location}
                onChange={({ detail }) => setLocation(detail.value)}
                placeholder={USE_LOSS_TEXT.locationPlaceholder}
                invalid={locationError !== undefined}
                disabled={registration.busy}
              />
            </FormField>
            {product && (
              <QuantityField
                label={USE_LOSS_TEXT.quantity}
                unit={product.unit}
                value={quantityText}
                error={quantityError}
                disabled={registration.busy}
                inputRef={quantityRef}
                onChange={setQuantityText}
                onSubmit={() => void submit()}
              />
            )}
            <Button variant="primary" fullWidth loading={registration.busy} disabled={!product || registration.pending !== undefined} onClick={() => void submit()}>
              {USE_LOSS_TEXT.register(operation)}
            </Button>
          </SpaceBetween>
        </Container>
        <RegistrationList
          title={USE_LOSS_TEXT.listTitle}
          empty={USE_LOSS_TEXT.empty}
          items={mine?.map(operationItem)}
          onUndo={(id) => {
            const row = mine?.find((listed) => listed.id === id);
            if (row) {
              const question = USE_LOSS_TEXT.undoQuestion(row.operation, row.product, quantityWithUnit(row.quantity, row.unit));
              undo.ask({ id, header: USE_LOSS_TEXT.undoHeader, question });
            }
          }}
        />
      </Grid>
      <UndoConfirmation target={undo.target} busy={undo.busy} onCancel={undo.cancel} onConfirm={(id) => void undo.confirm(id)} />
      <ConfirmModal
        visible={aboveStock !== undefined}
        header={USE_LOSS_TEXT.aboveStockHeader}
        confirmText={USE_LOSS_TEXT.aboveStockConfirm}
        onCancel={() => {
          setAboveStock(undefined);
          quantityRef.current?.focus();
        }}
        onConfirm={() => void confirmAboveStock()}
      >
        {aboveStock?.question}
      </ConfirmModal>
    </>
  );
}
