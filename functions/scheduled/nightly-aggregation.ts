/** The nightly sales aggregation (03:00 America/Sao_Paulo); built by the source-data issue. */
export async function handler(): Promise<{ aggregatedDays: number }> {
  return { aggregatedDays: 0 };
}
