// The offers area: the supplier seals and sends an offer, and follows the organisation's signups and
// offers (the participation list), its offers by project, each project's lobby (receipt check, withdrawal)
// and one offer's detail. Reads: queries.ts.
export { OfferDetailPage } from './components/offer-detail-page';
export { OfferLobbyPage } from './components/offer-lobby-page';
export { OfferPage } from './components/offer-page';
export { OfferProjectsList, OfferPurchasePage } from './components/offer-purchase-page';
export { ParticipationPage } from './components/participation-page';
