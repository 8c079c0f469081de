/** Every API of the platform lives under this prefix (spec 7). */
export const API_PREFIX = '/bidprocurement';
