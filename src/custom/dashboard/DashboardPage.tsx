/** The dashboard (company/dashboard): '{company} - Yesterday's Shift Performance - {date}'. */
export function DashboardPage() {
  return null;
}
