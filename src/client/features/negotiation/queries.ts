// The negotiation's reads and keys without screens (for route loaders and the sync centre).
export { PRICE_FORM_ID } from './api/keys';
export {
  chartQueryOptions,
  projectsQueryOptions,
  reportQueryOptions,
  supplierRoundsQueryOptions,
} from './api/reads';
