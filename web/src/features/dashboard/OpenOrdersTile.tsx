import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import type { OpenOrdersTile as OpenOrders, TileAnswer } from "../../../../shared/contracts/dashboard";
import { formatCurrency, formatInteger } from "../../../../shared/format";
import { openOrdersLink, orderItemsLink } from "./tile-links";
import { DASHBOARD_TEXT } from "./texts";
import { Tile } from "./Tile";
import { TileButton, TileLink } from "./TileLink";

const TEXT = DASHBOARD_TEXT.orders;

export function OpenOrdersTile({ answer }: { answer: TileAnswer<OpenOrders> }) {
  return (
    <Tile title={TEXT.title} answer={answer} actions={() => <TileButton link={openOrdersLink()}>{TEXT.open}</TileButton>}>
      {({ orders, total_cost: totalCost, oldest }) =>
        oldest === null ? (
          <Box color="text-body-secondary">{TEXT.none}</Box>
        ) : (
          <KeyValuePairs
            columns={1}
            items={[
              { label: TEXT.orders, value: <Box fontSize="heading-m">{formatInteger(orders)}</Box> },
              { label: TEXT.value, value: formatCurrency(totalCost) },
              {
                label: TEXT.oldest,
                value: (
                  <div>
                    <TileLink link={orderItemsLink(oldest.id)}>{TEXT.order(oldest.id, oldest.date)}</TileLink>
                    <Box variant="small" display="block" color="text-body-secondary">
                      {oldest.supplier}
                    </Box>
                    <Box variant="small" display="block" color="text-body-secondary">
                      {`${formatCurrency(oldest.total_cost)} · ${TEXT.delivery(oldest.deliver_date)}`}
                    </Box>
                  </div>
                ),
              },
            ]}
          />
        )
      }
    </Tile>
  );
}
