/** Every API of the platform lives under this prefix (spec 7). */
export const API_PREFIX = '/bidprocurement';

/** The OpenAPI document of the API, under the prefix (GET, public). */
export const OPENAPI_PATH = '/openapi.json';
