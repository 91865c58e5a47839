const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const UNIT_COST = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 4 });
const QUANTITY = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** Report text in pt-BR: money, unit costs (up to 4 decimals), quantities (up to 3), dd/mm/yyyy dates. */
export const reportFormat = {
  money: (value: number) => BRL.format(value),
  unitCost: (value: number) => UNIT_COST.format(value),
  quantity: (value: number) => QUANTITY.format(value),
  date: (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`,
};

/** @react-pdf draws PNG and JPEG; other logos (SVG) are left out and the company name stands alone. */
export function rasterLogo(dataUrl: string | undefined): string | undefined {
  return dataUrl && /^data:image\/(png|jpe?g);base64,/.test(dataUrl) ? dataUrl : undefined;
}
