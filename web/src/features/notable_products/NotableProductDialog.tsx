import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRef, useState } from "react";
import type { FbProduct, NotableProductView } from "../../../../shared/contracts/notable-products";
import { FormModal } from "../../app/FormModal";
import { ProductPicker } from "../../app/product-search/ProductPicker";
import { fetchProducts, productLabel } from "../../app/product-search/product-search";
import { createNotableProduct, updateNotableProduct } from "./api";
import { formatDesiredMargin, type NotableFieldErrors, type NotableFields, validateNotable } from "./notable-product-form";

export const NOTABLE_DIALOG_TEXT = {
  createHeader: "Incluir Produto Notável",
  editHeader: "Editar Produto Notável",
  product: "Produto Notável",
  desiredMargin: "Margem Desejável",
  marginHint: "Percentual, com até 2 casas decimais.",
} as const;

export interface NotableProductDialogProps {
  /** The notable product being edited (its product read-only); none to flag a product. */
  notable?: NotableProductView;
  /** A product to flag, chosen beforehand (a product row's flag). */
  product?: FbProduct;
  /** Products already notable: the picker leaves them out of its suggestions. */
  notableIds?: ReadonlySet<number>;
  onClose: () => void;
  onSaved: () => void;
}

function initialFields(notable: NotableProductView | undefined, product: FbProduct | undefined): NotableFields {
  if (notable) {
    return { product: { id: notable.product_id, description: notable.product }, desiredMargin: formatDesiredMargin(notable.desired_margin) };
  }
  return { product: product ?? null, desiredMargin: "" };
}

/** Flag a product as notable, or change its desired margin (spec §2.11, §5). Mount it to open it. */
export function NotableProductDialog({ notable, product, notableIds, onClose, onSaved }: NotableProductDialogProps) {
  const editing = notable !== undefined;
  const [fields, setFields] = useState<NotableFields>(() => initialFields(notable, product));
  const [errors, setErrors] = useState<NotableFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const marginRef = useRef<InputProps.Ref>(null);

  const change = (next: NotableFields) => {
    setFields(next);
    if (submitted) {
      const result = validateNotable(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateNotable(fields);
    if (!result.ok) {
      setErrors(result.errors);
      if (!result.errors.product) marginRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = notable ? await updateNotableProduct(result.value, notable.version) : await createNotableProduct(result.value);
    setSaving(false);
    if (saved) onSaved();
  };

  return (
    <FormModal
      header={editing ? NOTABLE_DIALOG_TEXT.editHeader : NOTABLE_DIALOG_TEXT.createHeader}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SpaceBetween size="m">
        <FormField label={NOTABLE_DIALOG_TEXT.product} errorText={errors.product} stretch>
          {editing || product ? (
            <Input value={fields.product ? productLabel(fields.product) : ""} readOnly />
          ) : (
            <ProductPicker
              value={fields.product}
              onChange={(picked) => change({ ...fields, product: picked })}
              invalid={errors.product !== undefined}
              disabled={saving}
              ariaLabel={NOTABLE_DIALOG_TEXT.product}
              autoFocus
              {...(notableIds ? { search: async (text: string) => (await fetchProducts(text)).filter((found) => !notableIds.has(found.id)) } : {})}
            />
          )}
        </FormField>
        <FormField
          label={NOTABLE_DIALOG_TEXT.desiredMargin}
          errorText={errors.desiredMargin}
          constraintText={NOTABLE_DIALOG_TEXT.marginHint}
          stretch
        >
          <Input
            ref={marginRef}
            value={fields.desiredMargin}
            onChange={({ detail }) => change({ ...fields, desiredMargin: detail.value })}
            inputMode="decimal"
            placeholder="0,00%"
            invalid={errors.desiredMargin !== undefined}
            disabled={saving}
            autoFocus={editing || product !== undefined}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
