import { z } from 'zod';
import { EXPERT_SPECIALTIES } from '@/shared/contracts/expert-profile';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { DECLARATION } from './committee-draw-paths';

export const COMMITTEE_MESSAGES = {
  specialty: 'committee:validation.specialty',
  count: 'committee:validation.count',
  reason: 'committee:validation.reason',
  declaration: 'committee:validation.declaration',
  agree: 'committee:validation.agree',
} as const;

/** A committee has at most this many members (odd numbers from 3 are usual). */
export const COMMITTEE_MAX = 9;

const reason = z
  .string({ error: COMMITTEE_MESSAGES.reason })
  .trim()
  .min(2, { error: COMMITTEE_MESSAGES.reason })
  .max(500, { error: COMMITTEE_MESSAGES.reason });

export const committeeProjectSchema = z.object({ projectId: tenderIdField });

export const committeeDrawSchema = z.object({
  projectId: tenderIdField,
  specialty: z.enum(EXPERT_SPECIALTIES, { error: COMMITTEE_MESSAGES.specialty }),
  count: z
    .number({ error: COMMITTEE_MESSAGES.count })
    .int({ error: COMMITTEE_MESSAGES.count })
    .min(1, { error: COMMITTEE_MESSAGES.count })
    .max(COMMITTEE_MAX, { error: COMMITTEE_MESSAGES.count }),
});

export const committeeRedrawSchema = z.object({
  projectId: tenderIdField,
  taskId: tenderIdField,
  reason,
});

/** No conflict needs the expert's explicit agreement; a conflict needs its reason. */
export const committeeSignInSchema = z.discriminatedUnion(
  'declaration',
  [
    z.object({
      projectId: tenderIdField,
      declaration: z.literal(DECLARATION.NO_CONFLICT),
      agree: z.literal(true, { error: COMMITTEE_MESSAGES.agree }),
    }),
    z.object({ projectId: tenderIdField, declaration: z.literal(DECLARATION.CONFLICT), reason }),
  ],
  { error: COMMITTEE_MESSAGES.declaration },
);

export const committeeVoteSchema = z.object({
  projectId: tenderIdField,
  candidateUserId: z.string({ error: M.select }).trim().min(1, { error: M.select }).max(64),
});

/** One seat of the committee as the buyer side sees it: a drawn seat is sealed before 05. */
export interface CommitteeSeatView {
  taskId: string;
  /** 1, 2, ... in assignment order. */
  seat: number;
  drawn: boolean;
  /** True while the member's identity is hidden from the buyer side. */
  sealed: boolean;
  userId: string | null;
  name: string | null;
  departName: string | null;
  specialty: string | null;
  /** EXPERT_TASK_STATUS code. */
  status: string;
  assignedAt: string;
  signedInAt: string | null;
  declaration: string | null;
  isLeader: boolean;
}

export interface CommitteeLogView {
  id: string;
  ordinal: number;
  /** COMMITTEE_LOG_ACTION code. */
  action: string;
  /** Null when sealed from the caller. */
  expertName: string | null;
  replacedName: string | null;
  specialty: string | null;
  reason: string | null;
  actorName: string;
  at: string;
}

export interface CommitteeDrawStateView {
  projectId: string;
  projectStatus: string;
  /** Drawn seats are sealed (project before 05). */
  sealed: boolean;
  drawnCount: number;
  seats: CommitteeSeatView[];
  log: CommitteeLogView[];
  /** How many experts of each specialty could be drawn now. */
  pool: { specialty: string; available: number }[];
  leaderName: string | null;
}

export interface CommitteeMemberBrief {
  userId: string;
  name: string;
  status: string;
  signedIn: boolean;
  isLeader: boolean;
}

export interface ElectionRoundView {
  round: number;
  votes: { voterName: string; candidateUserId: string; candidateName: string; votedAt: string }[];
  /** 'open' (voting), 'tie' (a new round followed), 'elected'. */
  result: 'open' | 'tie' | 'elected';
}

export interface ElectionView {
  round: number;
  leaderUserId: string | null;
  leaderName: string | null;
  electedAt: string | null;
  memberCount: number;
  /** Votes in the current round. */
  votedCount: number;
  /** Everyone signed in: voting is open. */
  votingOpen: boolean;
  myVote: string | null;
  rounds: ElectionRoundView[];
}

/** The calling expert's seat on a project's committee. */
export interface MySeatView {
  projectId: string;
  projectName: string;
  projectCode: string;
  projectStatus: string;
  taskId: string;
  taskStatus: string;
  signedInAt: string | null;
  /** Sign-in opens when the evaluation starts (05) and is once. */
  canSignIn: boolean;
  members: CommitteeMemberBrief[];
  election: ElectionView;
}
