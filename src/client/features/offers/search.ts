// The offers area's route search parsers (pure): what route files keep in the first bundle.
export interface ProjectIdSearch {
  projectId: string;
}
export interface OfferIdSearch {
  offerId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const projectIdSearch = (search: Record<string, unknown>): ProjectIdSearch => ({
  projectId: text(search.projectId),
});
export const offerIdSearch = (search: Record<string, unknown>): OfferIdSearch => ({
  offerId: text(search.offerId),
});
