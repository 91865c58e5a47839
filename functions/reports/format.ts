/** A report's dates in pt-BR: "2026-11-20" -> "20/11/2026" (numbers and money: shared/format.ts). */
export function formatReportDate(isoDay: string): string {
  return `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
}

/** @react-pdf draws PNG and JPEG; other logos (SVG) are left out and the company name stands alone. */
export function rasterLogo(dataUrl: string | undefined): string | undefined {
  return dataUrl && /^data:image\/(png|jpe?g);base64,/.test(dataUrl) ? dataUrl : undefined;
}
