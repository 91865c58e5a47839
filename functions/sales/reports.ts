import { DomainError } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/http";

const notYet = async (_request: ApiRequest): Promise<ApiResult> => {
  throw new DomainError(501, "Relatório ainda não disponível.");
};

/** The sales reports (being built). */
export const dailySales = notYet;
export const groupSalesByPeriod = notYet;
export const groupSalesOfDay = notYet;
export const productSalesByPeriod = notYet;
