import type { OcdsTag } from '@/shared/codes/results';
import type { OcdsReleaseBody } from './ocds-types';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The tags of the release a change yields, from the last published state and the new one; none when
 * nothing public changed (an offer sealed, a sheet scored: no release). A project heard of first after
 * its publication (published before open data existed) starts with its tender release.
 */
export function releaseTags(before: OcdsReleaseBody | undefined, after: OcdsReleaseBody): OcdsTag[] {
  const status = after.tender.status;
  if (!before) {
    const first: OcdsTag[] = ['tender'];
    if (status === 'cancelled') first.push('tenderCancellation');
    else if (after.awards?.some((a) => a.status === 'active')) first.push('award');
    if (after.contracts?.length) first.push('contract');
    return first;
  }
  if (status === 'cancelled' && before.tender.status !== 'cancelled') return ['tenderCancellation'];
  const tags: OcdsTag[] = [];
  const { status: _a, statusDetails: _s, tenderers: _b, numberOfTenderers: _c, ...tenderNow } = after.tender;
  const {
    status: _d,
    statusDetails: _t,
    tenderers: _e,
    numberOfTenderers: _f,
    ...tenderThen
  } = before.tender;
  // The notice, its documents or its periods changed: an amendment while offers are taken.
  if (!same(tenderNow, tenderThen)) tags.push(status === 'active' ? 'tenderAmendment' : 'tenderUpdate');
  const awarded = (b: OcdsReleaseBody) => (b.awards ?? []).filter((a) => a.status === 'active');
  if (!same(awarded(after), awarded(before))) tags.push('award');
  else if (!same(after.awards, before.awards) && !tags.includes('tenderUpdate')) tags.push('tenderUpdate');
  if (!same(after.contracts, before.contracts)) tags.push('contract');
  const statusMoved =
    before.tender.status !== status ||
    before.tender.statusDetails !== after.tender.statusDetails ||
    !same(before.tender.tenderers, after.tender.tenderers) ||
    before.tender.numberOfTenderers !== after.tender.numberOfTenderers;
  if (statusMoved && tags.length === 0) tags.push('tenderUpdate');
  return tags;
}
