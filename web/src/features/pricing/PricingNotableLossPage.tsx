import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { PricingNotableLossRow } from "../../../../shared/contracts/pricing";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { useReloadSoon } from "../../app/use-reload-soon";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { NOTABLE_LOSS_TEXT, PRICING_SECTION_LABEL, pricingCrumb, pricingName, resultsUnavailable } from "./labels";
import { NotableLossEditDialog } from "./NotableLossEditDialog";
import { editBlockedReason, NOTABLE_LOSS_LIST } from "./notable-loss-config";
import { PricingUnavailable } from "./PricingUnavailable";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/notable_loss");

/**
 * /pricing/$pricingId/notable_loss (spec §2.9, §3): the notable products below their desired margin, with the
 * footer's totals and new margins (spec §9). While the pricing is classified, a row's new price is edited in
 * 'Editar Novo Valor de Venda' (spec §5); the list then reloads.
 */
export function PricingNotableLossPage() {
  const { pricingId } = route.useParams();
  const id = Number(pricingId);
  const back = useBack("/pricing");
  const { pricing, rows: items } = route.useLoaderData();
  const reloadSoon = useReloadSoon();
  const unavailable = resultsUnavailable(id, pricing);
  const [editing, setEditing] = useState<PricingNotableLossRow | null>(null);

  const trail = useMemo<Crumb[]>(() => [pricingCrumb(id, pricing), { text: NOTABLE_LOSS_TEXT.title }], [id, pricing]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(PRICING_SECTION_LABEL, trail);

  const blocked = editBlockedReason(pricing);
  const rowOptions = useMemo<readonly RowOption<PricingNotableLossRow>[]>(
    () => [
      {
        id: "edit",
        text: NOTABLE_LOSS_TEXT.edit,
        onClick: setEditing,
        disabled: () => blocked !== null,
        ...(blocked ? { disabledReason: blocked } : {}),
      },
    ],
    [blocked],
  );

  const description = pricing ? `${pricingName(pricing)}. ${NOTABLE_LOSS_TEXT.legend}` : NOTABLE_LOSS_TEXT.legend;

  if (unavailable) return <PricingUnavailable title={NOTABLE_LOSS_TEXT.title} onBack={back} header={unavailable.header} text={unavailable.text} />;
  return (
    <>
      <DataList
        key={id}
        config={NOTABLE_LOSS_LIST}
        items={items}
        title={NOTABLE_LOSS_TEXT.title}
        description={description}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        rowOptions={rowOptions}
      />
      {editing ? (
        <NotableLossEditDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reloadSoon();
          }}
        />
      ) : null}
    </>
  );
}
