// The offers area: the supplier seals and sends an offer, and follows the organisation's signups and
// offers (the participation list). Reads: queries.ts.
export { OfferPage } from './components/offer-page';
export { ParticipationPage } from './components/participation-page';
