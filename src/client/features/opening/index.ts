// The opening area: the opening hall (projects opening today and soon, a project's hall where the buyer
// starts the opening and bidders sign in), the unattended openings, the opening record and its confirmation.
export { confirmOpening } from './api/confirm-opening';
export { openOffers } from './api/open-offers';
export { HallDetailPage } from './components/hall-detail-page';
export { HallPage } from './components/hall-page';
export { OpeningRecordDialog } from './components/opening-record-dialog';
export { UnattendedPage } from './components/unattended-page';
