import Icon from "@cloudscape-design/components/icon";
import SpaceBetween from "@cloudscape-design/components/space-between";

/** The label a notable product's marker reads as (screen readers, tooltips). */
export const NOTABLE_LABEL = "Produto Notável";

/** A product name, with a star when the product is notable (spec §3 `notable`). */
export function NotableProduct({ product, notable }: { product: string; notable: boolean }) {
  if (!notable) return <>{product}</>;
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <span title={NOTABLE_LABEL}>
        <Icon name="star-filled" variant="warning" ariaLabel={NOTABLE_LABEL} />
      </span>
      <span>{product}</span>
    </SpaceBetween>
  );
}
