// Reads of the participation area without its screens (for route loaders).
export { driveOptions } from './api/calls';
