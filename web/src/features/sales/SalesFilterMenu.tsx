import ButtonDropdown from "@cloudscape-design/components/button-dropdown";
import { SALES_PERIOD_TITLE } from "../../app/SalesPeriodModal";

/** The sales pages' filter menu (spec §2.3, §2.10), in the list's place of a back button. */

export type SalesDialog = "reportType" | "period";

export const SALES_FILTER_TEXT = {
  menu: "Filtros de Vendas",
  reportType: "Tipo de Relatório",
  period: SALES_PERIOD_TITLE,
} as const;

const ITEMS = [
  { id: "reportType", text: SALES_FILTER_TEXT.reportType, iconName: "view-full" as const },
  { id: "period", text: SALES_FILTER_TEXT.period, iconName: "calendar" as const },
];

function isDialog(id: string): id is SalesDialog {
  return id === "reportType" || id === "period";
}

export function SalesFilterMenu({ onOpen }: { onOpen: (dialog: SalesDialog) => void }) {
  return (
    <ButtonDropdown
      variant="icon"
      iconName="filter"
      ariaLabel={SALES_FILTER_TEXT.menu}
      items={ITEMS}
      expandToViewport
      onItemClick={({ detail }) => {
        if (isDialog(detail.id)) onOpen(detail.id);
      }}
    />
  );
}
