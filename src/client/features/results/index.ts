// The results (issue 20): publicity (procurementPublicty), the buyer's results (offerResultContent with
// confirmConclude-add and goodsAllot-add), the final quotations (offerResultQuotation) and the
// conclusion. Reads and keys without screens: queries.ts.
export { GoodsAllotPage } from './components/allot-page';
export { ConfirmWinnersPage } from './components/confirm-page';
export { ResultContentPage } from './components/content-page';
export { PublicityPage } from './components/publicity-page';
export { QuotationsPage } from './components/quotations-page';
