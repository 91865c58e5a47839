import Box from "@cloudscape-design/components/box";
import KeyValuePairs, { type KeyValuePairsProps } from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { FloorProduct } from "../../../../shared/contracts/floor";
import { PRODUCT_TEXT } from "./labels";
import { quantityWithUnit } from "../../app/format";

export interface ProductSummaryProps {
  product: FloorProduct;
  /** The count task also shows how much the inventory in counting has of it so far. */
  showCounted: boolean;
}

/** What a scan found: the product's name, barcode, unit and stock (and its counts so far). */
export function ProductSummary({ product, showCounted }: ProductSummaryProps) {
  const items: KeyValuePairsProps.Item[] = [
    { label: PRODUCT_TEXT.barcode, value: product.barcode },
    { label: PRODUCT_TEXT.unit, value: product.unit },
    { label: PRODUCT_TEXT.stock, value: quantityWithUnit(product.stock, product.unit) },
  ];
  if (showCounted && product.counting) {
    const { counted, counts } = product.counting;
    items.push({
      label: PRODUCT_TEXT.counted,
      value: counts === 0 ? PRODUCT_TEXT.notCounted : PRODUCT_TEXT.countedValue(quantityWithUnit(counted, product.unit), counts),
    });
  }
  return (
    <div className="collector-product" data-testid="collector-product">
      <SpaceBetween size="xs">
        <Box variant="h3" tagOverride="p">
          {product.product}
        </Box>
        <KeyValuePairs columns={items.length > 3 ? 4 : 3} items={items} />
      </SpaceBetween>
    </div>
  );
}
