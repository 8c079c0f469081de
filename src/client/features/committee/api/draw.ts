import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { CommitteeDrawStateView, ElectionView, MySeatView } from '@/shared/contracts/committee-draw';
import { COMMITTEE_DRAW_PATHS as PATHS } from '@/shared/contracts/committee-draw-paths';
import { committeeKeys } from './keys';

/**
 * The draw, sign-in and election calls. They are online only: the server draws, judges the sign-in
 * against the project's state and counts the votes as they arrive, so nothing is queued offline.
 */
export function drawStateQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.drawState(projectId),
    queryFn: () => api.post<CommitteeDrawStateView>(PATHS.drawState, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

export function checkInQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.checkIn(projectId),
    queryFn: () => api.post<CommitteeDrawStateView>(PATHS.checkIn, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

export function mySeatQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.mySeat(projectId),
    queryFn: () => api.post<MySeatView>(PATHS.mySeat, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

export function electionQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.election(projectId),
    queryFn: () => api.post<ElectionView>(PATHS.election, { projectId }),
    staleTime: 0,
    // Other members vote meanwhile: the screen follows the count.
    refetchInterval: 5000,
    enabled: projectId !== '',
  });
}

const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const drawCommittee = (input: { projectId: string; specialty: string; count: number }) =>
  api.post<CommitteeDrawStateView>(PATHS.draw, input, once());

export const redrawSeat = (input: { projectId: string; taskId: string; reason: string }) =>
  api.post<CommitteeDrawStateView>(PATHS.redraw, input, once());

export type SignInRequest =
  | { projectId: string; declaration: '00'; agree: true }
  | { projectId: string; declaration: '01'; reason: string };

export const signInExpert = (input: SignInRequest) =>
  api.post<MySeatView | { left: true }>(PATHS.signIn, input, once());

export const voteLeader = (input: { projectId: string; candidateUserId: string }) =>
  api.post<ElectionView>(PATHS.vote, input, once());
