/**
 * The sales screens in Chromium: one company and one browser connection (test/e2e/pages/file-e2e.ts) for the
 * sales report's journey and the journey of the date fields and the breadcrumbs that carry a sales period.
 */
import "./sales/report.journey";
import "./sales/dates-and-breadcrumbs.journey";
