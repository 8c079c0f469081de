// The fees area's reads without its screens (for route loaders and other areas' screens).
export { feeVoucherPage, myFeesQueryOptions, projectVouchersQueryOptions } from './api/fees';
export { feeKeys } from './api/keys';
