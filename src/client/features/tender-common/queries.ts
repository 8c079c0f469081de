// The tender areas' shared reading and keying, without any screen: what their api files and the
// routes' loaders take. A route file is part of the first bundle, so what it imports must not bring
// screens with it (index.ts re-exports this and the shared screen parts).
export { keptList, keptPost, recordsOf } from './api/kept-post';
export { LIVE_READ, TENDER_BUYER_KEY, TENDER_EXPERT_KEY, TENDER_SUPPLIER_KEY } from './api/query-roots';
export {
  CACHE_KEYS,
  OFFER_FORM_ID,
  offerDraftKey,
  projectOfDraftKey,
  SIGNUP_FORM_ID,
  signupDraftKey,
} from './lib/tender-keys';
