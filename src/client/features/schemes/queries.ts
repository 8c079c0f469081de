// Reads of schemes without their screens (for route loaders).
export { schemeOptions } from './api/calls';
