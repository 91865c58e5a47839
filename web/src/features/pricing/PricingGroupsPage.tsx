import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { PRICING_CLASS_VIEW_LABELS, PRICING_CLASS_VIEWS, type PricingGroupRow } from "../../../../shared/contracts/pricing";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { PRICING_GROUPS_LIST } from "./groups-config";
import { DRILL_TEXT, PRICING_SECTION_LABEL, pricingCrumb, pricingName, resultsUnavailable } from "./labels";
import { PricingUnavailable } from "./PricingUnavailable";
import { productsPath } from "./rules";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/groups");

/**
 * /pricing/$pricingId/groups (spec §2.9): the pricing's groups with their figures, the biggest seller first;
 * each row leads to the group's products, all or of one class.
 */
export function PricingGroupsPage() {
  const { pricingId } = route.useParams();
  const id = Number(pricingId);
  const navigate = useNavigate();
  const back = useBack("/pricing");
  const { pricing, rows: items } = route.useLoaderData();
  const unavailable = resultsUnavailable(id, pricing);

  const trail = useMemo<Crumb[]>(() => [pricingCrumb(id, pricing), { text: DRILL_TEXT.groups }], [id, pricing]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(PRICING_SECTION_LABEL, trail);

  const rowOptions = useMemo<readonly RowOption<PricingGroupRow>[]>(
    () => [
      {
        text: DRILL_TEXT.viewProducts,
        items: PRICING_CLASS_VIEWS.map((view) => ({
          id: view,
          text: PRICING_CLASS_VIEW_LABELS[view],
          onClick: (row: PricingGroupRow) => void navigate({ href: productsPath(id, view, row.group_id) }),
        })),
      },
    ],
    [id, navigate],
  );

  if (unavailable) return <PricingUnavailable title={DRILL_TEXT.groupsTitle} onBack={back} header={unavailable.header} text={unavailable.text} />;
  return (
    <DataList
      key={id}
      config={PRICING_GROUPS_LIST}
      items={items}
      title={DRILL_TEXT.groupsTitle}
      description={pricing ? pricingName(pricing) : undefined}
      exportTitle={heading.title}
      exportSubtitle={heading.subtitle}
      onBack={back}
      rowOptions={rowOptions}
    />
  );
}
