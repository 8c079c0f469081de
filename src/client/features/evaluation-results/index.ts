// The evaluation results (issue 19): the leader's step summaries, the price review and ranking, the
// winning candidates, the report and its signatures, scrapped offers; buyer and expert screens. Reads
// and keys without screens: queries.ts.
export { CandidatesPage } from './components/candidates-page';
export { PendingReportsPage, ResultsHubPage } from './components/hub-page';
export { PricePage } from './components/price-page';
export { ReportPage } from './components/report-page';
export { ScrapBidPage } from './components/scrap-bid-page';
export { StepSummaryPage } from './components/step-summary-page';
