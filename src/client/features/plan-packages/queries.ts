// Reads of allocation and packaging without their screens (for route loaders).
export { assignPageOptions, packageOptions } from './api/calls';
export { firstAssignQuery } from './lib/first-query';
