/** Filled in by the dashboard work. */
export function ManagerDashboard() {
  return null;
}
