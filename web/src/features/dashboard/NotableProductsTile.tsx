import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import StatusIndicator from "@cloudscape-design/components/status-indicator";
import type { NotableProductsTile as NotableProducts, TileAnswer } from "../../../../shared/contracts/dashboard";
import { formatCurrency, formatInteger, formatPercent } from "../../../../shared/format";
import { productSalesLink } from "./tile-links";
import { DASHBOARD_TEXT } from "./texts";
import { Tile } from "./Tile";
import { TileButton } from "./TileLink";

const TEXT = DASHBOARD_TEXT.notable;
/** The largest losses the tile names; the link lists them all. */
const SHOWN = 5;

export function NotableProductsTile({ answer }: { answer: TileAnswer<NotableProducts> }) {
  return (
    <Tile
      title={TEXT.title}
      answer={answer}
      counter={(tile) => `(${formatInteger(tile.below.length)})`}
      description={(tile) => TEXT.below(tile.below.length, tile.with_sales, tile.notable_products)}
      actions={(tile) =>
        tile.below.length > 0 ? (
          <TileButton link={productSalesLink(tile.period, tile.below.map((row) => row.product_id))}>{TEXT.open}</TileButton>
        ) : null
      }
    >
      {(tile) => {
        if (tile.notable_products === 0) return <Box color="text-body-secondary">{TEXT.noNotable}</Box>;
        if (tile.below.length === 0) return <StatusIndicator type="success">{TEXT.none}</StatusIndicator>;
        const hidden = tile.below.length - SHOWN;
        return (
          <SpaceBetween size="m">
            <KeyValuePairs
              columns={1}
              items={tile.below.slice(0, SHOWN).map((row) => ({
                label: row.product,
                value: (
                  <div>
                    <StatusIndicator type="warning">{TEXT.margin(formatPercent(row.net_margin))}</StatusIndicator>
                    <Box variant="small" display="block" color="text-body-secondary">
                      {TEXT.short(formatPercent(row.desired_margin), formatCurrency(row.total_loss))}
                    </Box>
                  </div>
                ),
              }))}
            />
            {hidden > 0 ? <Box color="text-body-secondary">{TEXT.more(hidden)}</Box> : null}
            <KeyValuePairs columns={1} items={[{ label: TEXT.totalLoss, value: <Box variant="awsui-value-large">{formatCurrency(tile.total_loss)}</Box> }]} />
          </SpaceBetween>
        );
      }}
    </Tile>
  );
}
