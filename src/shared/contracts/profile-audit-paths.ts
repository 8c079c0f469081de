/**
 * The platform's audit of submitted profiles (spec 2.3, /userManagement): supplierAuditList and
 * supplierAudit-detail, and the same for buyers, agencies and experts. Approval turns the owner's
 * temporary role into the formal one; rejection needs a reason the owner reads on their profile.
 * Zod-free, so route files can name these without loading the schemas (profile-audit.ts).
 */
export const PROFILE_AUDIT_KINDS = ['supplier', 'buyer', 'agent', 'expert'] as const;
export type ProfileAuditKind = (typeof PROFILE_AUDIT_KINDS)[number];

const pathsOf = (kind: ProfileAuditKind) => {
  const base = `/common-user/userManagement/${kind}Audit`;
  return {
    page: `${base}/page`,
    detail: `${base}/detail`,
    approve: `${base}/approve`,
    reject: `${base}/reject`,
  } as const;
};

export const PROFILE_AUDIT_PATHS = {
  supplier: pathsOf('supplier'),
  buyer: pathsOf('buyer'),
  agent: pathsOf('agent'),
  expert: pathsOf('expert'),
} as const;

/** Function codes (= menu codes) the routes check; the list's grant opens its detail and decisions. */
export const PROFILE_AUDIT_FUNCTIONS: Readonly<Record<ProfileAuditKind, string>> = {
  supplier: 'supplierAuditList',
  buyer: 'buyerAuditList',
  agent: 'agentAuditList',
  expert: 'expertAuditList',
};

/** Client routes: the list is the menu entry, the detail highlights it. */
export const PROFILE_AUDIT_ROUTES: Readonly<Record<ProfileAuditKind, { list: string; detail: string }>> = {
  supplier: { list: '/userManagement/supplierAuditList', detail: '/userManagement/supplierAudit-detail' },
  buyer: { list: '/userManagement/buyerAuditList', detail: '/userManagement/buyerAudit-detail' },
  agent: { list: '/userManagement/agentAuditList', detail: '/userManagement/agentAudit-detail' },
  expert: { list: '/userManagement/expertAuditList', detail: '/userManagement/expertAudit-detail' },
};
