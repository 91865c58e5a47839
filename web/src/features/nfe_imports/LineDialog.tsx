import Alert from "@cloudscape-design/components/alert";
import Box from "@cloudscape-design/components/box";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRef, useState } from "react";
import type { NfeImportLineRow } from "../../../../shared/contracts/nfe-imports";
import type { FbProduct } from "../../../../shared/contracts/notable-products";
import { formatCurrency, formatQuantity, formatUnitCost } from "../../../../shared/format";
import { FormModal } from "../../app/FormModal";
import { ProductPicker } from "../../app/product-search/ProductPicker";
import { mapLine } from "./api";
import { initialFraction, type LineFieldErrors, parseFraction, REVIEW_TEXT, stockFigures, validateLine } from "./review";

export const LINE_DIALOG_TEXT = {
  header: (line: NfeImportLineRow) => `Item ${line.number}: ${line.description}`,
  inNote: "Na nota",
  stockQuantity: "Quantidade em estoque",
  unitCost: "Custo unitário",
  remembered: "O vínculo vale para as próximas notas deste fornecedor.",
  stockUnit: (unit: string) => `Unidade de estoque: ${unit}`,
} as const;

/** The stock unit of the product picked: the search's, or the line's for the product it already has. */
export function stockUnitOf(product: FbProduct | null, line: Pick<NfeImportLineRow, "product_id" | "product_unit">): string {
  if (!product) return "";
  if (product.unit) return product.unit;
  return product.id === line.product_id ? (line.product_unit ?? "") : "";
}

export interface LineDialogProps {
  importId: number;
  line: NfeImportLineRow;
  onClose: () => void;
  onSaved: () => void;
  /** The product search (tests pass their own). */
  search?: (text: string) => Promise<FbProduct[]>;
}

/**
 * 'Vincular produto': the product a supplier's line is and how many stock units one of its units holds (the
 * fraction, prefilled with the suggestion); the stock quantity and the unit cost follow the fraction as it is
 * typed. The server remembers the answer for the supplier's next notes. Mount it to open it.
 */
export function LineDialog({ importId, line, onClose, onSaved, search }: LineDialogProps) {
  const [product, setProduct] = useState<FbProduct | null>(
    line.product_id === undefined ? null : { id: line.product_id, description: line.product ?? "", ...(line.product_unit ? { unit: line.product_unit } : {}) },
  );
  const [fraction, setFraction] = useState(() => initialFraction(line));
  const [errors, setErrors] = useState<LineFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fractionRef = useRef<InputProps.Ref>(null);

  const check = (nextProduct: FbProduct | null, nextFraction: string) => {
    if (!submitted) return;
    const result = validateLine({ product_id: nextProduct?.id ?? null, fraction: nextFraction });
    setErrors(result.ok ? {} : result.errors);
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateLine({ product_id: product?.id ?? null, fraction });
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.fraction && !result.errors.product) fractionRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await mapLine(importId, line.number, result.value);
    setSaving(false);
    if (outcome.ok) onSaved();
    else setRefusal(outcome.message);
  };

  const figures = stockFigures(line, parseFraction(fraction));
  const stockUnit = stockUnitOf(product, line);
  return (
    <FormModal header={LINE_DIALOG_TEXT.header(line)} saving={saving} onClose={onClose} onSubmit={() => void submit()}>
      <SpaceBetween size="m">
        <Box variant="p">
          {LINE_DIALOG_TEXT.inNote}: {formatQuantity(line.quantity)} {line.unit} · {formatCurrency(line.line_cost)}
          {line.supplier_code ? ` · cód. ${line.supplier_code}` : ""}
          {line.gtin ? ` · GTIN ${line.gtin}` : ""}
        </Box>
        <FormField label={REVIEW_TEXT.product} errorText={errors.product} description={LINE_DIALOG_TEXT.remembered} stretch>
          <ProductPicker
            value={product}
            onChange={(next) => {
              setProduct(next);
              check(next, fraction);
            }}
            invalid={errors.product !== undefined}
            disabled={saving}
            ariaLabel={REVIEW_TEXT.product}
            {...(search ? { search } : {})}
          />
        </FormField>
        {stockUnit && (
          <Box variant="p" data-testid="stock-unit">
            {LINE_DIALOG_TEXT.stockUnit(stockUnit)}
          </Box>
        )}
        <FormField label={REVIEW_TEXT.fraction} description={REVIEW_TEXT.fractionDescription(line.unit)} errorText={errors.fraction} stretch>
          <Input
            ref={fractionRef}
            value={fraction}
            inputMode="decimal"
            onChange={({ detail }) => {
              setFraction(detail.value);
              check(product, detail.value);
            }}
            invalid={errors.fraction !== undefined}
            disabled={saving}
            autoComplete={false}
            nativeInputAttributes={{ maxLength: 20 }}
          />
        </FormField>
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{LINE_DIALOG_TEXT.stockQuantity}</Box>
            <div data-testid="stock-quantity">{figures ? `${formatQuantity(figures.stockQuantity)} ${stockUnit}`.trim() : "-"}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{LINE_DIALOG_TEXT.unitCost}</Box>
            <div data-testid="unit-cost">{figures ? formatUnitCost(figures.unitCost) : "-"}</div>
          </div>
        </ColumnLayout>
        {refusal !== null && <Alert type="error">{refusal}</Alert>}
      </SpaceBetween>
    </FormModal>
  );
}
