import { addDays, type IsoDay } from "../../../../shared/dates";
import { formatDate } from "../../app/format";
import { SECTIONS } from "../../app/sections";
import { exportHeading } from "../../lists/export-heading";
import { dayPeriod, periodContains, type SalesGroup, type SalesPeriod } from "../../app/sales-period";
import { SALES_REPORT_LABELS, type SalesReportType } from "./report-types";

/**
 * The seven sales screens (spec §2.2, §2.10) as data: what each one reads, how it is titled, its breadcrumb
 * and where the filter menu and the breadcrumb lead from it. Pure, so the rules are tested without a browser.
 */

/** A day's screens carry the daily list's period they were opened from, where 'Venda Diária' leads back. */
export type SalesView =
  | { kind: "daily" | "group" | "product"; period: SalesPeriod }
  | { kind: "groupProducts"; period: SalesPeriod; group: SalesGroup }
  | { kind: "dayGroups" | "dayProducts"; day: IsoDay; dailyPeriod?: SalesPeriod }
  | { kind: "dayGroupProducts"; day: IsoDay; group: SalesGroup; dailyPeriod?: SalesPeriod };

/** The period a screen shows: its route's period, or its day as a one-day period. */
export function viewPeriod(view: SalesView): SalesPeriod {
  return "period" in view ? view.period : dayPeriod(view.day);
}

/** The report type a screen's rows are: what the 'Tipo de Relatório' dialog starts on. */
export function viewReportType(view: SalesView): SalesReportType {
  switch (view.kind) {
    case "daily":
      return "daily";
    case "group":
    case "dayGroups":
      return "group";
    default:
      return "product";
  }
}

/** 'Tipo de Relatório': the chosen report over the period shown (switching keeps the period). */
export function reportView(type: SalesReportType, period: SalesPeriod): SalesView {
  return { kind: type, period };
}

/**
 * 'Período de Vendas' applied: the same screen over the new period. A day's screen becomes its period
 * counterpart (a day's groups become the groups of the period, and so on).
 */
export function viewWithPeriod(view: SalesView, period: SalesPeriod): SalesView {
  switch (view.kind) {
    case "daily":
    case "group":
    case "product":
      return { kind: view.kind, period };
    case "groupProducts":
    case "dayGroupProducts":
      return { kind: "groupProducts", period, group: view.group };
    case "dayGroups":
      return { kind: "group", period };
    case "dayProducts":
      return { kind: "product", period };
  }
}

/** A day's groups or products from a row of the daily list, remembering that list's period. */
export function dayView(kind: "dayGroups" | "dayProducts", day: IsoDay, daily: SalesView): SalesView {
  return { kind, day, dailyPeriod: viewPeriod(daily) };
}

/** A group's products from a row of a groups screen: over the same period, or the same day. */
export function groupProductsView(view: SalesView, group: SalesGroup): SalesView {
  return "day" in view
    ? { kind: "dayGroupProducts", day: view.day, group, ...originOf(view) }
    : { kind: "groupProducts", period: viewPeriod(view), group };
}

/** The daily period a day's screen came from, to pass on to the next day's screen (nothing when unknown). */
function originOf(view: { dailyPeriod?: SalesPeriod }): { dailyPeriod?: SalesPeriod } {
  return view.dailyPeriod ? { dailyPeriod: view.dailyPeriod } : {};
}

const DEFAULT_BACK_DAYS = 30;

/**
 * Where 'Venda Diária' leads back from a day's screens: the daily list the user came from when it holds
 * that day, otherwise (a link without it) the 30 days up to that day.
 */
export function dailyViewAround(day: IsoDay, dailyPeriod: SalesPeriod | undefined): SalesView {
  const period = dailyPeriod && periodContains(dailyPeriod, day) ? dailyPeriod : { start: addDays(day, -DEFAULT_BACK_DAYS), end: day };
  return { kind: "daily", period };
}

/** What a screen reads (spec §7 Sales, DESIGN §6) and the §8 notification when it fails. */
export interface SalesSource {
  path: string;
  query: Readonly<Record<string, string>>;
  errorMessage: string;
}

function periodQuery(period: SalesPeriod): Record<string, string> {
  return { start_date: period.start, end_date: period.end };
}

export function viewSource(view: SalesView): SalesSource {
  switch (view.kind) {
    case "daily":
      return { path: "/daily_sales", query: periodQuery(view.period), errorMessage: "Erro ao carregar as Vendas Diárias" };
    case "group":
      return { path: "/group_sales_by_period", query: periodQuery(view.period), errorMessage: "Erro ao carregar as Vendas por Grupo" };
    case "product":
      return { path: "/product_sales_by_period", query: periodQuery(view.period), errorMessage: "Erro ao carregar as Vendas por Produto" };
    case "groupProducts":
      return {
        path: "/product_sales_by_period",
        query: { ...periodQuery(view.period), group_id: String(view.group.groupId) },
        errorMessage: "Erro ao carregar as Vendas de Produtos do Grupo",
      };
    case "dayGroups":
      return { path: "/group_sales", query: periodQuery(dayPeriod(view.day)), errorMessage: "Erro ao carregar Vendas por Grupos do Dia" };
    case "dayProducts":
      return { path: "/product_sales_by_period", query: periodQuery(dayPeriod(view.day)), errorMessage: "Erro ao carregar as Vendas do Dia" };
    case "dayGroupProducts":
      return {
        path: "/product_sales_by_period",
        query: { ...periodQuery(dayPeriod(view.day)), group_id: String(view.group.groupId) },
        errorMessage: "Erro ao carregar as Vendas de Produtos do Grupo do Dia",
      };
  }
}

/** "01/10/2025 a 30/10/2025". */
export function periodLabel(period: SalesPeriod): string {
  return `${formatDate(period.start)} a ${formatDate(period.end)}`;
}

/** A group's name as shown; a link without the name still reads. */
export function groupLabel(group: SalesGroup): string {
  return group.groupName.trim() || `Grupo ${group.groupId}`;
}

/** What a breadcrumb step does: open one of the filter dialogs, go back to another screen, or nothing. */
export type SalesCrumbAction = { dialog: "reportType" | "period" } | { view: SalesView };

export interface SalesCrumb {
  text: string;
  /** Left out of the export title (the period or day, the rows' name); the subtitle keeps every step. */
  detail?: boolean;
  action?: SalesCrumbAction;
}

const OPEN_REPORT_TYPE: SalesCrumbAction = { dialog: "reportType" };
const OPEN_PERIOD: SalesCrumbAction = { dialog: "period" };

/** What the rows of a report are, the last step of its trail (Cloudscape's last crumb cannot be followed). */
const ROWS_LABELS = { daily: "Dias", group: "Grupos", product: "Produtos" } as const;

/**
 * The trail after 'Relatório de Vendas'. A report's type and its period (or day) open their dialogs;
 * 'Grupos' leads back to the groups a group's products came from, and 'Venda Diária' back from a day's
 * screens to the daily list; the last step names the rows shown.
 */
export function viewTrail(view: SalesView): SalesCrumb[] {
  switch (view.kind) {
    case "daily":
    case "group":
    case "product":
      return [
        { text: SALES_REPORT_LABELS[view.kind], action: OPEN_REPORT_TYPE },
        { text: periodLabel(view.period), detail: true, action: OPEN_PERIOD },
        { text: ROWS_LABELS[view.kind], detail: true },
      ];
    case "groupProducts":
      return [
        { text: SALES_REPORT_LABELS.group, action: OPEN_REPORT_TYPE },
        { text: periodLabel(view.period), detail: true, action: OPEN_PERIOD },
        { text: ROWS_LABELS.group, action: { view: { kind: "group", period: view.period } } },
        { text: groupLabel(view.group) },
      ];
    case "dayGroups":
    case "dayProducts":
      return [
        { text: SALES_REPORT_LABELS.daily, action: { view: dailyViewAround(view.day, view.dailyPeriod) } },
        { text: formatDate(view.day), detail: true, action: OPEN_PERIOD },
        { text: view.kind === "dayGroups" ? ROWS_LABELS.group : ROWS_LABELS.product },
      ];
    case "dayGroupProducts":
      return [
        { text: SALES_REPORT_LABELS.daily, action: { view: dailyViewAround(view.day, view.dailyPeriod) } },
        { text: formatDate(view.day), detail: true, action: OPEN_PERIOD },
        { text: ROWS_LABELS.group, action: { view: { kind: "dayGroups", day: view.day, ...originOf(view) } } },
        { text: groupLabel(view.group) },
      ];
  }
}

/** The list's heading: title and the period or day it covers. */
export function viewHeading(view: SalesView): { title: string; description: string } {
  const description = "day" in view ? `Vendas do dia ${formatDate(view.day)}` : `Vendas de ${periodLabel(view.period)}`;
  switch (view.kind) {
    case "daily":
    case "group":
    case "product":
      return { title: SALES_REPORT_LABELS[view.kind], description };
    case "dayGroups":
      return { title: "Vendas por Grupo do Dia", description };
    case "dayProducts":
      return { title: "Vendas por Produto do Dia", description };
    case "groupProducts":
    case "dayGroupProducts":
      return { title: `Produtos do Grupo ${groupLabel(view.group)}`, description };
  }
}

const SALES_SECTION_LABEL = SECTIONS.find((section) => section.id === "sales")?.label ?? "Relatório de Vendas";

/**
 * Export title and subtitle from the breadcrumb (spec §2.3): the title names the report without its
 * details ("Relatório de Vendas - Venda por Grupo - Grupos - BEBIDAS"), the subtitle is the whole trail.
 */
export function salesExportHeading(trail: readonly SalesCrumb[]): { title: string; subtitle: string } {
  const named = trail.filter((crumb) => !crumb.detail).map((crumb) => crumb.text);
  return {
    title: [SALES_SECTION_LABEL, ...named].join(" - "),
    subtitle: exportHeading(SALES_SECTION_LABEL, trail).subtitle,
  };
}
