// The result notices (issue 20). Screens (/procurement/*): NoticeListPage (mode buyer:
// procurementAdvicenoteList, the buyer side's notices of its projects with read receipts; mode supplier:
// procurementAdvicenoteResult), NoticeDetailPage (procurementClinchResultNotice-detail for an award notice,
// procurementResultAdviceDetail for an advice note; the organisation's first open records the receipt),
// SupplierResultsPage (procurementSupplierResult).
export { NoticeDetailPage } from './components/notice-detail-page';
export { NoticeListPage } from './components/notice-list-page';
export { SupplierResultsPage } from './components/supplier-results-page';
export {
  buyerNoticesQueryOptions,
  myNoticesQueryOptions,
  noticeDetailQueryOptions,
  supplierResultsQueryOptions,
} from './api/notices';
