/**
 * The home dashboard (issue 20): each role's waiting work with deadlines by server time, counts and
 * links to the screens that handle it, and the buyer side's charts. Zod-free: the answer is read only.
 */
export const DASHBOARD_PATHS = {
  /** GET, any signed-in user: the caller's own dashboard for its current role. */
  home: '/bid-procurement/dashboard/home',
} as const;

/** Whose dashboard the role sees; 'none' for roles with no waiting work (temporary accounts). */
export const DASHBOARD_ROLES = ['buyer', 'supplier', 'expert', 'admin', 'none'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/** The kinds of waiting work; each is a card with its count (`dashboard:card.<kind>`). */
export const DASHBOARD_KINDS = [
  'plansToApprove',
  'signupsToAudit',
  'vouchersToAudit',
  'openingsToday',
  'publicityEnding',
  'objectionsToAnswer',
  'contractsToSign',
  'openTenders',
  'mySignups',
  'feesToPay',
  'sealedOffers',
  'results',
  'evaluationTasks',
  'sheetsToSubmit',
  'reportsToSign',
  'profilesToAudit',
  'itemsToAudit',
] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

/** Each card lists at most this many items; `count` says how many there are. */
export const DASHBOARD_ITEM_CAP = 5;

export interface DashboardItem {
  /** The record's id (project, signup, voucher, notice, contract, ...). */
  id: string;
  /** Project code or other short reference, when there is one. */
  code: string | null;
  title: string;
  /** ISO instant by server time the work is due (or ends), when it has one. */
  deadline: string | null;
  /** A short state code the screen labels (`dashboard:state.<state>`), e.g. 'pending', 'rejected', 'unread'. */
  state: string | null;
  /** Decimal text (yuan) when the item carries an amount. */
  amount: string | null;
  /** The client path of the screen that handles this item. */
  link: string;
  /** A sealed offer's receipt (hex SHA-256 of its ciphertext). */
  receipt?: string;
}

export interface DashboardCard {
  kind: DashboardKind;
  count: number;
  /** Result notices: how many of `count` nobody of the organisation has read yet. */
  unread?: number;
  /** The client path of the screen listing all of them. */
  link: string;
  items: DashboardItem[];
}

export interface DashboardChart {
  /** The organisation's projects by PURCHASE_STATUS code. */
  byStatus: { status: string; count: number }[];
  /** Budgets of the organisation's projects by month created ('YYYY-MM'), exact decimal text. */
  byMonth: { month: string; count: number; amount: string }[];
}

export interface DashboardView {
  role: DashboardRole;
  /** The server's clock when the answer was made ('as of' for the device's copy). */
  serverTime: string;
  cards: DashboardCard[];
  /** Buyer side only; null for the other roles. */
  chart: DashboardChart | null;
}
