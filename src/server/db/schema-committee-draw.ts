/** Tables of migration 038 (committee, issue 19); the DB interface of schema.ts extends CommitteeDrawTables. */

/** The expert library by specialty: a formal expert's evaluation specialties (SUPPLIER_CATEGORY codes). */
export interface ExpertSpecialtyTable {
  user_id: string;
  specialty: string;
  created_at: string;
}

/** One per evaluation task of the committee: how the member came, and their sign-in. */
export interface CommitteeSeatTable {
  task_id: string;
  project_id: string;
  expert_user_id: string;
  /** 1 drawn at random from the library (sealed until the evaluation starts), 0 assigned by hand. */
  drawn: number;
  specialty: string | null;
  signed_in_at: string | null;
  /** The declaration of no conflict of interest the expert signed in with (its text, as shown). */
  declaration: string | null;
}

/** Draws, redraws, hand assignments and declared conflicts, in order (COMMITTEE_LOG_ACTION). */
export interface CommitteeDrawLogTable {
  id: string;
  project_id: string;
  action: string;
  /** The expert drawn or assigned in, or the one declaring a conflict. */
  expert_user_id: string | null;
  /** The member a redraw replaced. */
  replaced_user_id: string | null;
  specialty: string | null;
  reason: string | null;
  actor_id: string;
  at: string;
  /** Order within the project (1, 2, ...). */
  ordinal: number;
}

/** The leader election of a project: the current round, and the leader once elected. */
export interface CommitteeElectionTable {
  project_id: string;
  round: number;
  leader_user_id: string | null;
  elected_at: string | null;
  updated_at: string;
}

/** One member's vote in one round. */
export interface CommitteeVoteTable {
  id: string;
  project_id: string;
  round: number;
  voter_user_id: string;
  candidate_user_id: string;
  voted_at: string;
}

export interface CommitteeDrawTables {
  expert_specialties: ExpertSpecialtyTable;
  committee_seats: CommitteeSeatTable;
  committee_draw_log: CommitteeDrawLogTable;
  committee_elections: CommitteeElectionTable;
  committee_votes: CommitteeVoteTable;
}
