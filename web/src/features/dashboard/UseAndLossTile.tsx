import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import type { OperationCount, TileAnswer, UseAndLossTile as UseAndLoss } from "../../../../shared/contracts/dashboard";
import { formatCurrency } from "../../../../shared/format";
import { type DashboardLink, icmsReversalLink, operationsLink } from "./tile-links";
import { DASHBOARD_TEXT, monthName } from "./texts";
import { Tile } from "./Tile";
import { TileLink } from "./TileLink";

const TEXT = DASHBOARD_TEXT.useAndLoss;

function Operations({ count, link, detail }: { count: OperationCount; link: DashboardLink; detail?: string }) {
  return (
    <div>
      <TileLink link={link} figure>
        {TEXT.operations(count.operations)}
      </TileLink>
      <Box variant="small" display="block" color="text-body-secondary">
        {TEXT.byType(count.use, count.loss)}
      </Box>
      {detail ? (
        <Box variant="small" display="block" color="text-body-secondary">
          {detail}
        </Box>
      ) : null}
    </div>
  );
}

export function UseAndLossTile({ answer }: { answer: TileAnswer<UseAndLoss> }) {
  return (
    <Tile title={TEXT.title} answer={answer}>
      {(tile) => (
        <KeyValuePairs
          columns={1}
          items={[
            { label: TEXT.awaitingWriteOff, value: <Operations count={tile.awaiting_write_off} link={operationsLink("open")} /> },
            {
              label: TEXT.awaitingApply,
              value: <Operations count={tile.awaiting_apply} link={operationsLink("closed")} detail={TEXT.cost(formatCurrency(tile.awaiting_apply.cost))} />,
            },
            {
              label: TEXT.icms(monthName(tile.icms_period.start_date)),
              value: (
                <TileLink link={icmsReversalLink(tile.icms_period)} figure>
                  {formatCurrency(tile.icms_credit)}
                </TileLink>
              ),
            },
          ]}
        />
      )}
    </Tile>
  );
}
