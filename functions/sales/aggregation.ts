/** Aggregates the sale lines of each day in [from, to] into per-day figures (being built). */
export async function aggregateDays(_tenantId: string, _from: string, _to: string): Promise<{ days: number }> {
  return { days: 0 };
}
