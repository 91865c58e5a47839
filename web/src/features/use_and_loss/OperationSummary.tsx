import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { UseAndLossRow } from "../../../../shared/contracts/use-and-loss";
import { formatCurrency } from "../../../../shared/format";
import { operationName } from "./labels";
import { quantityWithUnit } from "../../app/format";

export const SUMMARY_TEXT = {
  writtenOff: "Baixado",
  remaining: "Falta Baixar",
  cost: "Custo da Baixa",
  icmsCredit: "Estorno de ICMS",
} as const;

/**
 * The operation, its quantity and product ('Operação de Perda #1: 5 UN de 1327 - FIO DENTAL'), with its figures
 * as they stand: what was written off so far, what is left, the cost and (losses) the ICMS credit to reverse.
 */
export function OperationSummary({ operation }: { operation: UseAndLossRow }) {
  const items = [
    { label: SUMMARY_TEXT.writtenOff, value: quantityWithUnit(operation.written_off, operation.unit) },
    { label: SUMMARY_TEXT.remaining, value: quantityWithUnit(operation.remaining, operation.unit) },
    { label: SUMMARY_TEXT.cost, value: formatCurrency(operation.cost) },
    ...(operation.operation === "loss" ? [{ label: SUMMARY_TEXT.icmsCredit, value: formatCurrency(operation.icms_credit) }] : []),
  ];
  return (
    <SpaceBetween size="s">
      <Box variant="h3" tagOverride="p">
        {`${operationName(operation)}: ${quantityWithUnit(operation.quantity, operation.unit)} de ${operation.product_id} - ${operation.product}`}
      </Box>
      <KeyValuePairs columns={items.length} items={items} />
    </SpaceBetween>
  );
}
