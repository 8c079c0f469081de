/** Business constants and limits of specification section 9 (both documents). */

type ValueOf<T> = T[keyof T];

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_CHOICES = [10, 30, 50, 100, 300] as const;
export const FIRST_PAGE = 1;

export const DATE_FORMATS = {
  DATE: 'YYYY-MM-DD',
  DATE_TIME: 'YYYY-MM-DD HH:mm',
  SAVE: 'YYYY-MM-DD HH:mm:ss',
  TIME: 'HH:mm:ss',
} as const;

/** Upper bounds (exclusive, in seconds) of the chat "time ago" bands. */
export const CHAT_TIME_THRESHOLDS = { JUST_NOW: 120, MINUTES: 3600, HOURS: 86400, DAYS: 259200 } as const;
export const CHAT_LIMITS = { MESSAGES_PER_CHAT: 100, HISTORY_PAGE_SIZE: 100 } as const;
export const WEBSOCKET_TIMINGS = { PING_MS: 5000, RECONNECT_MS: 4000 } as const;

export const MENU_TYPE = { SYSTEM: '00', BUSINESS: '01' } as const;
export type MenuType = ValueOf<typeof MENU_TYPE>;

export const PLAN_TYPE = { PURCHASE: '00', ANNUAL: '01', SIMULATED_QUANTITY: '02' } as const;
export type PlanType = ValueOf<typeof PLAN_TYPE>;

/** The specification gives the two values of pathType but not their meaning. */
export const PATH_TYPES = ['01', '02'] as const;
export type PathType = (typeof PATH_TYPES)[number];

/** Marks the buyer's project content and participating-bulletin views. */
export const PROCUREMENT_ROLE_BUYER_CONTENT = '11';
export type ProcurementRole = typeof PROCUREMENT_ROLE_BUYER_CONTENT;

export const WIZARD_STEPS = [1, 2, 3] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface RouteMeta {
  path?: string;
  pathType?: PathType;
  /** i18n key of the page title. */
  i18n?: string;
  /** false keeps the page out of the open-page tabs. */
  isTab?: boolean;
  title?: string;
  tenderMethod?: string;
  tenderMethodText?: string;
  menuType?: MenuType;
  planType?: PlanType;
  step?: WizardStep;
  procurementRole?: ProcurementRole;
  type?: string;
  /** The sidebar collapses on this route and expands when leaving it. */
  collapseValue?: boolean;
  driveIntoView?: boolean;
  highlightMenuCode?: string;
  /** 0 hides the sidebar. */
  menu?: 0 | 1;
}

export const ROUTE_META_KEYS = [
  'path',
  'pathType',
  'i18n',
  'isTab',
  'title',
  'tenderMethod',
  'tenderMethodText',
  'menuType',
  'planType',
  'step',
  'procurementRole',
  'type',
  'collapseValue',
  'driveIntoView',
  'highlightMenuCode',
  'menu',
] as const satisfies readonly (keyof RouteMeta)[];

/** Cookie and request header carrying the session token. */
export const TOKEN_NAME = 'X-AUTH-TOKEN';
export const LANGUAGE_STORAGE_KEY = 'languageCode';
export const LANGUAGES = ['zh', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
export const I18N_NAMESPACES = ['common', 'plan', 'bid', 'bidProject', 'depart'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First supported language among browser tags such as 'en-US', else the default. */
export function languageFromTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const STORAGE_KEY_PREFIX = 'bidline-';

/** Browser storage keys are prefixed so that other apps on the same origin do not collide. */
export function storageKey(name: string): string {
  return `${STORAGE_KEY_PREFIX}${name}`;
}

export const UI_TIMINGS = {
  VIEW_REFRESH_HIDDEN_MS: 100,
  VIEW_REFRESH_FLAG_CLEAR_MS: 500,
  TOOLTIP_DELAY_MS: 400,
  SIDEBAR_SHOW_MS: 200,
  RESIZE_DEBOUNCE_MS: 300,
  RESIZE_MAX_WAIT_MS: 800,
} as const;

export const TABLE_WIDTHS = { SERIAL: 70, MENU: 130, SEARCH_LABEL: 110 } as const;

/** Voice messages longer than this many seconds are drawn at the maximum width. */
export const VOICE_WIDTH = { CAP_AFTER_SECONDS: 40, MAX_PERCENT: 50 } as const;

/** Money fields in forms are entered in units of 10,000 yuan. */
export const MONEY_UNIT = 10000;
export const DEFAULT_EXPORT_FILE_NAME = 'excel.xls';

export const CHAT_TYPE = { FRIEND: 0, GROUP: 1, AI: 2 } as const;

export const MESSAGE_TYPE = { TEXT: '0', IMAGE: '1', FILE: '2', VOICE: '3' } as const;
export type MessageType = ValueOf<typeof MESSAGE_TYPE>;

export const WS_CODE = { PING: 0, READY: 1, MESSAGE: 2, READ: 3 } as const;

export const CHAT_MENU = { CHAT: '00', FRIEND: '01', GROUP: '02', DEPARTMENT: '03', AI_CHAT: '04' } as const;
export type ChatMenu = ValueOf<typeof CHAT_MENU>;

/** aiTag of the tender assistant's chat and messages. */
export const AI_TAG = '00';

/** A failed fetch is a network error and carries no code. */
export const CHAT_ERROR_TYPE = {
  TIMEOUT: 9,
  TOKEN: 401,
  PARAMETER: 400,
  REFRESH_TOKEN: 7,
  SERVER: 500,
} as const;
export type ChatErrorType = ValueOf<typeof CHAT_ERROR_TYPE>;

/** Lists of this file that carry labels, keyed by i18n group in the `codes` namespace. */
export const CONSTANT_CODE_LISTS = {
  menuType: MENU_TYPE,
  planType: PLAN_TYPE,
  chatType: CHAT_TYPE,
  messageType: MESSAGE_TYPE,
  chatMenu: CHAT_MENU,
  language: { ZH: 'zh', EN: 'en', FR: 'fr' },
} as const satisfies Record<string, Record<string, string | number>>;
