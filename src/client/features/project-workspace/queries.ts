// Reads of the workspace without its screens (for route loaders).
export { initiationOptions, overviewOptions } from './api/calls';
