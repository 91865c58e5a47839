import type { ListHead } from "../../../../shared/wire/list-head";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useCallback, useMemo } from "react";
import {
  PRICING_CLASS_OF_VIEW,
  PRICING_CLASS_VIEW_LABELS,
  type PricingClassView,
  type PricingProductRow,
  type PricingRow,
} from "../../../../shared/contracts/pricing";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { useListLoader } from "../../app/use-list-loader";
import { DataList, exportHeading } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { fetchPricingProducts } from "./api";
import { DRILL_TEXT, PRICING_SECTION_LABEL, pricingCrumb, pricingName, RESULTS_UNAVAILABLE_TEXT, resultsUnavailable } from "./labels";
import { ParetoChart } from "./ParetoChart";
import { PricingUnavailable } from "./PricingUnavailable";
import { pricingProductsList } from "./products-config";
import { classSwitchItems, groupsPath, productsPath } from "./rules";
import { notYet, type PricingGroupRef, usePricing, usePricingGroup } from "./use-pricing";

interface PricingProductsListProps {
  pricingId: number;
  /** The pricing's read, started by the route (null when not found). */
  pricingRead: Promise<PricingRow | null>;
  view: PricingClassView;
  /** A group's products (/pricing/:id/:groupId/:pClass); all the pricing's otherwise. */
  groupId?: number;
}

function listTitle(view: PricingClassView, group: PricingGroupRef | null | undefined, groupId: number | undefined): string {
  if (groupId === undefined) return view === "products" ? DRILL_TEXT.productsTitle : DRILL_TEXT.classProductsTitle(PRICING_CLASS_VIEW_LABELS[view]);
  // 'Produtos do Grupo #12' until the group's name is read.
  const name = group?.name ?? `#${groupId}`;
  return view === "products" ? DRILL_TEXT.groupProductsTitle(name) : DRILL_TEXT.groupClassProductsTitle(name, PRICING_CLASS_VIEW_LABELS[view]);
}

interface TrailOf {
  pricingId: number;
  pricing: PricingRow | null;
  view: PricingClassView;
  groupId: number | undefined;
  group: PricingGroupRef | null | undefined;
  /** The class switch, offered while there are products to switch between. */
  switchable: boolean;
}

function productsTrail({ pricingId, pricing, view, groupId, group, switchable }: TrailOf): Crumb[] {
  const classCrumb: Crumb = { text: PRICING_CLASS_VIEW_LABELS[view] };
  if (switchable) classCrumb.menu = { ariaLabel: DRILL_TEXT.switchClass, items: classSwitchItems(pricingId, view, groupId) };
  if (groupId === undefined) return [pricingCrumb(pricingId, pricing), classCrumb];
  return [
    pricingCrumb(pricingId, pricing),
    { text: DRILL_TEXT.groups, href: groupsPath(pricingId) },
    { text: group?.name ?? DRILL_TEXT.groupCrumb(groupId), href: productsPath(pricingId, "products", groupId) },
    classCrumb,
  ];
}

/**
 * The product lists of a pricing (spec §2.9), the pricing's or a group's, all or of one class: the breadcrumb's
 * last step switches class; 'Todos os Produtos' of the pricing shows the Pareto curve above the list. A pricing
 * without products yet (or a group not in it) says so instead of showing an empty list.
 * It loads in the page, not through its route's loader: a pricing's products can be many, and the list is to
 * show its first page before the whole list arrives, which a route loader (the page waits for all) would block.
 */
export function PricingProductsList({ pricingId, pricingRead, view, groupId }: PricingProductsListProps) {
  const back = useBack(groupId === undefined ? "/pricing" : groupsPath(pricingId));
  const pricingState = usePricing(pricingId, pricingRead);
  const pricing = pricingState.loaded ? pricingState.pricing : null;
  const unavailable = pricingState.loaded ? resultsUnavailable(pricingId, pricingState.pricing) : null;
  const readable = pricingState.loaded && unavailable === null;
  const groupState = usePricingGroup(pricingId, groupId ?? 0, readable && groupId !== undefined);
  const group = groupId === undefined ? undefined : groupState.loaded ? groupState.group : undefined;
  const groupMissing = groupId !== undefined && groupState.loaded && groupState.group === null;

  const switchable = unavailable === null && !groupMissing;
  const trail = useMemo(
    () => productsTrail({ pricingId, pricing, view, groupId, group, switchable }),
    [pricingId, pricing, view, groupId, group, switchable],
  );
  usePageBreadcrumbs(trail);
  const heading = exportHeading(PRICING_SECTION_LABEL, trail);
  const title = listTitle(view, group, groupId);

  const productClass = PRICING_CLASS_OF_VIEW[view];
  const ready = readable && (groupId === undefined || group !== undefined);
  const groupName = group?.name;
  const load = useCallback(
    (onHead: (head: ListHead<PricingProductRow>) => void) => {
      if (!ready) return notYet<PricingProductRow>();
      const filter = groupName === undefined || groupId === undefined ? { productClass } : { productClass, group: { id: groupId, name: groupName } };
      return fetchPricingProducts(pricingId, filter, onHead);
    },
    [ready, pricingId, productClass, groupId, groupName],
  );
  const { items, loading, head } = useListLoader(load);
  const config = useMemo(() => pricingProductsList(pricing), [pricing]);

  if (unavailable) return <PricingUnavailable title={title} onBack={back} header={unavailable.header} text={unavailable.text} />;
  if (groupMissing) {
    return <PricingUnavailable title={title} onBack={back} header={RESULTS_UNAVAILABLE_TEXT.groupNotFoundHeader} text={RESULTS_UNAVAILABLE_TEXT.groupNotFound(groupId)} />;
  }
  const showsChart = groupId === undefined && view === "products" && pricing !== null;
  return (
    <NotableFlagsProvider>
      <SpaceBetween size="l">
        {showsChart && <ParetoChart products={items} margins={pricing} loading={loading} />}
        <DataList
          key={`${pricingId}/${groupId ?? "all"}/${view}`}
          config={config}
          items={items}
          loading={loading}
          head={head}
          title={title}
          description={pricing ? pricingName(pricing) : undefined}
          exportTitle={heading.title}
          exportSubtitle={heading.subtitle}
          onBack={back}
        />
      </SpaceBetween>
    </NotableFlagsProvider>
  );
}
