/** Sessions, captchas, SMS codes and templates, sign-in throttling, password retrieval and supplier registration. */
export interface SessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  depart_id: string;
  role_id: string;
  login_type: string | null;
  proxy_admin_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
}

export interface CaptchaTable {
  id: string;
  /** 'picture' or 'slide' */
  kind: string;
  /** The code (upper case) or the slide offset in px; single use and short-lived. */
  answer: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SmsTemplateTable {
  id: string;
  code: string;
  name: string;
  /** Text with {{code}}-style placeholders. */
  content: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface SmsLogTable {
  id: string;
  phone: string;
  template_code: string;
  content: string;
  provider: string;
  status: string;
  error: string | null;
  created_at: string;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Failed sign-ins of one typed account name from one address (migration 016). */
export interface LoginFailureTable {
  /** The login name as typed, lower case: unknown names are counted exactly like real ones. */
  account: string;
  /** The client address (IPv6 by its /64). */
  address: string;
  /** Attempts counted since the last success or reset; an attempt counts before its password is checked. */
  failures: number;
  last_failed_at: string;
  /** No attempt from this address on this account before then (ISO time); null when not backed off. */
  blocked_until: string | null;
}

export interface RetrievalTicketTable {
  id: string;
  ticket_hash: string;
  user_id: string | null;
  phone: string | null;
  step: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SupplierRegistrationTable {
  id: string;
  user_id: string;
  depart_id: string;
  customer_type: string;
  credit_code: string | null;
  enterprise_code: string | null;
  enterprise_name: string | null;
  id_type: string | null;
  id_number: string | null;
  person_name: string | null;
  contact_name: string;
  contact_phone: string;
  created_at: string;
}
