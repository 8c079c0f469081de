import { ROLES, type RoleCode } from '@/shared/codes/roles';

/** Password of every demo account (meets the password rule: letter, digit, special, 8-16). */
export const DEMO_PASSWORD = 'Bidline@2026';

export interface DemoOrganisation {
  code: string;
  name: string;
  orgType: string;
  parentCode: string | null;
}

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  { code: 'PLATFORM', name: '平台运营中心', orgType: '00', parentCode: null },
  { code: 'GROUP', name: '交通集团有限公司', orgType: '01', parentCode: 'PLATFORM' },
  { code: 'GROUP-PROC', name: '交通集团采购中心', orgType: '01', parentCode: 'GROUP' },
  { code: 'GROUP-BIZ', name: '交通集团业务部', orgType: '01', parentCode: 'GROUP' },
  { code: 'AGENCY-01', name: '华通招标代理有限公司', orgType: '02', parentCode: 'PLATFORM' },
  { code: 'SUPPLIER-01', name: '远航物资供应有限公司', orgType: '03', parentCode: 'PLATFORM' },
  { code: 'EXPERTS', name: '评标专家库', orgType: '04', parentCode: 'PLATFORM' },
];

export interface DemoAccount {
  loginName: string;
  name: string;
  phone: string;
  email: string;
  /** Organisation code and role of each pair the account holds; the first is the default. */
  pairs: readonly { org: string; role: RoleCode }[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginName: 'admin01',
    name: '平台管理员',
    phone: '13800000001',
    email: 'admin01@bidline.test',
    pairs: [{ org: 'PLATFORM', role: ROLES.SYS_ADMIN }],
  },
  {
    loginName: 'buyer01',
    name: '王采购',
    phone: '13800000002',
    email: 'buyer01@bidline.test',
    pairs: [
      { org: 'GROUP-PROC', role: ROLES.FORMAL_BUYER },
      { org: 'GROUP-BIZ', role: ROLES.GXCX_YWJS },
    ],
  },
  {
    loginName: 'biz01',
    name: '李业务',
    phone: '13800000003',
    email: 'biz01@bidline.test',
    pairs: [{ org: 'GROUP-BIZ', role: ROLES.GXCX_YWJS }],
  },
  {
    loginName: 'tempbuyer01',
    name: '赵新采',
    phone: '13800000004',
    email: 'tempbuyer01@bidline.test',
    pairs: [{ org: 'GROUP-PROC', role: ROLES.TEMP_BUYER }],
  },
  {
    loginName: 'agent01',
    name: '陈代理',
    phone: '13800000005',
    email: 'agent01@bidline.test',
    pairs: [{ org: 'AGENCY-01', role: ROLES.FORMAL_AGENT }],
  },
  {
    loginName: 'tempagent01',
    name: '孙代理',
    phone: '13800000006',
    email: 'tempagent01@bidline.test',
    pairs: [{ org: 'AGENCY-01', role: ROLES.TEMP_AGENT }],
  },
  {
    loginName: 'supplier01',
    name: '周供应',
    phone: '13800000007',
    email: 'supplier01@bidline.test',
    pairs: [{ org: 'SUPPLIER-01', role: ROLES.FORMAL_SUPPLIER }],
  },
  {
    loginName: 'tempsupplier01',
    name: '吴供应',
    phone: '13800000008',
    email: 'tempsupplier01@bidline.test',
    pairs: [{ org: 'SUPPLIER-01', role: ROLES.TEMP_SUPPLIER }],
  },
  {
    loginName: 'expert01',
    name: '郑专家',
    phone: '13800000009',
    email: 'expert01@bidline.test',
    pairs: [{ org: 'EXPERTS', role: ROLES.FORMAL_EXPERT }],
  },
  {
    loginName: 'tempexpert01',
    name: '冯专家',
    phone: '13800000010',
    email: 'tempexpert01@bidline.test',
    pairs: [{ org: 'EXPERTS', role: ROLES.TEMP_EXPERT }],
  },
];

/**
 * The expert library beyond expert01: formal experts of the expert pool the committee is drawn from,
 * by specialty (SUPPLIER_CATEGORY codes; expert01's are in DEMO_EXPERT_SPECIALTIES too). They hold
 * expert01's role, whose screens the route-tree checks cover through expert01.
 */
export const DEMO_LIBRARY_EXPERTS: readonly DemoAccount[] = [
  ['expert02', '王专家', '13800000021'],
  ['expert03', '钱专家', '13800000022'],
  ['expert04', '林专家', '13800000023'],
  ['expert05', '何专家', '13800000024'],
].map(([loginName, name, phone]) => ({
  loginName: loginName as string,
  name: name as string,
  phone: phone as string,
  email: `${loginName}@bidline.test`,
  pairs: [{ org: 'EXPERTS', role: ROLES.FORMAL_EXPERT }],
}));

/**
 * Specialties of the demo experts (00 goods manufacturer, 01 goods trader, 02 engineering, 03 service,
 * 04 legal, 05 asset valuation): all five evaluate services (03), so a committee of three or five can
 * be drawn by service; the others spread so that a specialty draw really narrows the pool.
 */
export const DEMO_EXPERT_SPECIALTIES: Readonly<Record<string, readonly string[]>> = {
  expert01: ['03', '02'],
  expert02: ['03', '00'],
  expert03: ['03', '01'],
  expert04: ['03', '02', '04'],
  expert05: ['03', '05'],
};

/** Role display names (zh) and scope: system roles are menu type 00, buyer-side roles 01. */
export const ROLE_DEFINITIONS: Readonly<Record<RoleCode, { name: string; menuType: '00' | '01' }>> = {
  SYS_ADMIN: { name: '平台管理员', menuType: '00' },
  FORMAL_BUYER: { name: '正式采购人', menuType: '01' },
  TEMP_BUYER: { name: '临时采购人', menuType: '01' },
  GXCX_YWJS: { name: '业务角色', menuType: '01' },
  FORMAL_AGENT: { name: '正式代理机构', menuType: '00' },
  TEMP_AGENT: { name: '临时代理机构', menuType: '00' },
  FORMAL_SUPPLIER: { name: '正式供应商', menuType: '00' },
  TEMP_SUPPLIER: { name: '临时供应商', menuType: '00' },
  FORMAL_EXPERT: { name: '正式专家', menuType: '00' },
  TEMP_EXPERT: { name: '临时专家', menuType: '00' },
};

/**
 * Days off and adjusted working days of the Chinese calendar (State Council notices); weekends not
 * listed count as days off by default.
 */
export const DEMO_HOLIDAYS: readonly { day: string; type: '00' | '01'; name: string }[] = [
  ...['2026-01-01', '2026-01-02', '2026-01-03'].map((day) => ({ day, type: '00' as const, name: '元旦' })),
  { day: '2026-01-04', type: '01', name: '元旦调休上班' },
  ...[
    '2026-02-15',
    '2026-02-16',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-02-20',
    '2026-02-21',
    '2026-02-22',
    '2026-02-23',
  ].map((day) => ({ day, type: '00' as const, name: '春节' })),
  { day: '2026-02-14', type: '01', name: '春节调休上班' },
  { day: '2026-02-28', type: '01', name: '春节调休上班' },
  ...['2026-04-04', '2026-04-05', '2026-04-06'].map((day) => ({ day, type: '00' as const, name: '清明节' })),
  ...['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'].map((day) => ({
    day,
    type: '00' as const,
    name: '劳动节',
  })),
  { day: '2026-05-09', type: '01', name: '劳动节调休上班' },
  ...['2026-06-19', '2026-06-20', '2026-06-21'].map((day) => ({ day, type: '00' as const, name: '端午节' })),
  ...['2026-09-25', '2026-09-26', '2026-09-27'].map((day) => ({ day, type: '00' as const, name: '中秋节' })),
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'].map(
    (day) => ({
      day,
      type: '00' as const,
      name: '国庆节',
    }),
  ),
  { day: '2026-09-20', type: '01', name: '国庆节调休上班' },
  { day: '2026-10-10', type: '01', name: '国庆节调休上班' },
  ...['2027-01-01', '2027-01-02', '2027-01-03'].map((day) => ({ day, type: '00' as const, name: '元旦' })),
];
