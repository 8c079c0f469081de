import { useQuery } from '@tanstack/react-query';
import type { OpenedLine } from '@/shared/contracts/opened-screen';
import { openedScreenQueryOptions } from '../api/opened-screen';
import { useOpenedLive } from './use-opened-live';

/**
 * The bidders' answers to the opening record's lines by offer id, kept live like the opened screen: for
 * the buyer's opening record dialog (opening area).
 */
export function useOpenedConfirmations(projectId: string): ReadonlyMap<string, OpenedLine> {
  useOpenedLive(projectId);
  const view = useQuery(openedScreenQueryOptions(projectId));
  return new Map((view.data?.lines ?? []).map((line) => [line.offerId, line]));
}
