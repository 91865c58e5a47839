import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import ProgressBar from "@cloudscape-design/components/progress-bar";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { CountingInventory, CountingInventoryTile, TileAnswer } from "../../../../shared/contracts/dashboard";
import { INVENTORY_PERIOD_LABELS, INVENTORY_PERIODS, type InventoryPeriod } from "../../../../shared/contracts/inventories";
import { formatCurrency, formatInteger } from "../../../../shared/format";
import { percentOf } from "../../../../shared/formulas/percent";
import { inventoriesLink, inventoryProductsLink, missingProductsLink, openCountsLink } from "./tile-links";
import { DASHBOARD_TEXT } from "./texts";
import { Tile } from "./Tile";
import { TileButton, TileLink } from "./TileLink";

const TEXT = DASHBOARD_TEXT.inventory;

function isInventoryPeriod(code: string): code is InventoryPeriod {
  return (INVENTORY_PERIODS as readonly string[]).includes(code);
}

function inventoryName(inventory: CountingInventory): string {
  const period = isInventoryPeriod(inventory.period) ? INVENTORY_PERIOD_LABELS[inventory.period] : inventory.period;
  return `${period} ${inventory.year} · Nº ${inventory.id}`;
}

function Progress({ inventory }: { inventory: CountingInventory }) {
  const missing = inventory.stocked_products - inventory.counted_stocked_products;
  return (
    <ProgressBar
      label={TEXT.progress}
      value={percentOf(inventory.counted_stocked_products, inventory.stocked_products)}
      description={TEXT.counted(inventory.counted_stocked_products, inventory.stocked_products)}
      additionalInfo={missing > 0 ? <TileLink link={missingProductsLink(inventory.id)}>{TEXT.missing(missing)}</TileLink> : undefined}
    />
  );
}

function Divergence({ inventory }: { inventory: CountingInventory }) {
  return (
    <KeyValuePairs
      columns={2}
      items={[
        {
          label: TEXT.openCounts,
          value: (
            <TileLink link={openCountsLink(inventory.id)} figure>
              {formatInteger(inventory.open_counts)}
            </TileLink>
          ),
        },
        {
          label: TEXT.divergent,
          value: (
            <div>
              <TileLink link={inventoryProductsLink(inventory.id, true)} figure>
                {formatInteger(inventory.divergent_products)}
              </TileLink>
              <Box variant="small" display="block" color="text-body-secondary">
                {TEXT.ofProducts(inventory.inventory_products)}
              </Box>
            </div>
          ),
        },
        { label: TEXT.losses, value: formatCurrency(inventory.losses_value) },
        { label: TEXT.gains, value: formatCurrency(inventory.gains_value) },
        { label: TEXT.difference, value: <Box fontSize="heading-m">{formatCurrency(inventory.difference_value)}</Box> },
      ]}
    />
  );
}

export function InventoryTile({ answer }: { answer: TileAnswer<CountingInventoryTile> }) {
  return (
    <Tile
      title={TEXT.title}
      answer={answer}
      description={({ inventory }) => (inventory ? inventoryName(inventory) : undefined)}
      actions={({ inventory }) =>
        inventory ? (
          <TileButton link={inventoryProductsLink(inventory.id, false)}>{TEXT.products}</TileButton>
        ) : (
          <TileButton link={inventoriesLink()}>{TEXT.open}</TileButton>
        )
      }
    >
      {({ inventory }) =>
        inventory ? (
          <SpaceBetween size="l">
            <Progress inventory={inventory} />
            <Divergence inventory={inventory} />
          </SpaceBetween>
        ) : (
          <Box color="text-body-secondary">{TEXT.none}</Box>
        )
      }
    </Tile>
  );
}
