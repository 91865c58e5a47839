import { notFound } from "@tanstack/react-router";
import type { IsoDay } from "../../../../shared/dates";
import {
  decodeSalesDate,
  decodeSalesGroup,
  decodeSalesPeriod,
  encodeSalesDate,
  encodeSalesGroup,
  encodeSalesPeriod,
  type SalesGroup,
  type SalesPeriod,
} from "./period";

/**
 * Parse and stringify of the sales routes' base64 parameters (spec §2.2), for the router: pages and links
 * work with the decoded values, the URL carries the base64; a parameter that does not decode is a 404.
 */

function required<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

export const periodRouteParams = {
  parse: (raw: { period: string }) => ({ period: required(decodeSalesPeriod(raw.period)) }),
  stringify: (params: { period: SalesPeriod }) => ({ period: encodeSalesPeriod(params.period) }),
};

export const periodGroupRouteParams = {
  parse: (raw: { period: string; groupId: string }) => ({
    period: required(decodeSalesPeriod(raw.period)),
    groupId: required(decodeSalesGroup(raw.groupId)),
  }),
  stringify: (params: { period: SalesPeriod; groupId: SalesGroup }) => ({
    period: encodeSalesPeriod(params.period),
    groupId: encodeSalesGroup(params.groupId),
  }),
};

export const dayRouteParams = {
  parse: (raw: { salesDate: string }) => ({ salesDate: required(decodeSalesDate(raw.salesDate)) }),
  stringify: (params: { salesDate: IsoDay }) => ({ salesDate: encodeSalesDate(params.salesDate) }),
};

export const dayGroupRouteParams = {
  parse: (raw: { salesDate: string; groupId: string }) => ({
    salesDate: required(decodeSalesDate(raw.salesDate)),
    groupId: required(decodeSalesGroup(raw.groupId)),
  }),
  stringify: (params: { salesDate: IsoDay; groupId: SalesGroup }) => ({
    salesDate: encodeSalesDate(params.salesDate),
    groupId: encodeSalesGroup(params.groupId),
  }),
};
