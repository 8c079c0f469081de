/** Tables of the configuration administration (see schema.ts for the portability rules). */

/** Icon style names administrators may pick for menu entries. */
export interface PlatformIconTable {
  id: string;
  /** Unique, e.g. 'setting'. */
  icon_style: string;
  name: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** One row (id 'default'): the SMS provider chosen by administrators; SMS_GATEWAY_URL still wins. */
export interface SmsConfigTable {
  id: string;
  /** 'log' or 'http-gateway' */
  provider: string;
  gateway_url: string | null;
  gateway_token: string | null;
  updated_at: string;
}

/** Administrative regions: province 1, city 2, district 3, town 4. */
export interface RegionTable {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  level: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface SystemConfigTable {
  id: string;
  /** '00' system, '01' business */
  config_type: string;
  /** Unique per config_type */
  config_key: string;
  config_value: string;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** Agreement texts (e.g. 'REGISTER' for the registration form) in every language. */
export interface AgreementTable {
  id: string;
  code: string;
  title_zh: string;
  title_en: string;
  title_fr: string;
  content_zh: string;
  content_en: string;
  content_fr: string;
  created_at: string;
  updated_at: string;
}
