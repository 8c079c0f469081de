// Competitive negotiation (method 13, issue 18): the buyer side's report (start and open rounds) and
// multi-round price table with the chart (echarts, loaded only inside the chart), the supplier's enquiry
// (sealed round prices through the outbox) and the committee's read-only rounds. Reads: queries.ts.
export { ReportPage } from './components/report-page';
export { SupplierPage } from './components/supplier-page';
export { TablePage } from './components/table-page';
