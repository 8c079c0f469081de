/** Sealed offers: the project keys, sending and the supplier's receipts. */
export { createOfferKeys, KEK_FILE, kekIdOf, type OfferKeys } from './keys';
export { offerRoutes } from './routes';
export { createOfferService } from './service';
