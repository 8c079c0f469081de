// The negotiation's reads and keys without screens (for route loaders and the sync centre).
export { negotiationKeys, PRICE_FORM_ID, priceDraftKey } from './api/keys';
export {
  chartQueryOptions,
  type NegotiationRole,
  projectsQueryOptions,
  reportQueryOptions,
  supplierRoundsQueryOptions,
} from './api/reads';
