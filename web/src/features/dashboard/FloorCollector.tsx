/** Filled in by the dashboard work. */
export function FloorCollector() {
  return null;
}
