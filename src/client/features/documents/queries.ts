// The documents area's reads without its screens (for route loaders).
export { buyerDocumentsQueryOptions } from './api/buyer-documents';
export { supplierDocumentsQueryOptions } from './api/kept-documents';
