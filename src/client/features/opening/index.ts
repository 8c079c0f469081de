// The opening area: the buyer opens the sealed offers and confirms the opening record.
export { confirmOpening } from './api/confirm-opening';
export { openOffers } from './api/open-offers';
export { OpeningRecordDialog } from './components/opening-record-dialog';
