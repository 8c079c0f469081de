// The open data (issue 20): the project's OCDS package links, shown on the public project pages.
export { OpenDataLink } from './components/open-data-link';
