/**
 * API paths, function codes and client routes of plans (issue 15; design note section 7). Zod-free so
 * client screens can name them without loading the schemas. The specification names getPlanConfig
 * (spec 000 section 7.3); the other paths are ours.
 */
export const PLAN_PATHS = {
  /** GET ?departId: the department's plan configuration (kinds it compiles, approval, leader threshold). */
  getPlanConfig: '/common-common/plan/getPlanConfig',
  /** Administration of plan configurations (per department). */
  configPage: '/common-common/plan/config/page',
  configSave: '/common-common/plan/config/save',
  /** Plans of one kind (planType in the body): page with counts per status, get with lines and history. */
  planPage: '/bid-plan/plan/page',
  planGet: '/bid-plan/plan/get',
  /** Create or change a draft (00) or rejected (03) plan, lines included. */
  planSave: '/bid-plan/plan/save',
  /** submit, withdraw, approve, reject (reason), cancel (reason): design note section 7 moves only. */
  planTransition: '/bid-plan/plan/transition',
  /** A new draft holding a copy of another plan's lines. */
  planCopy: '/bid-plan/plan/copy',
  /** Lines of an organisation's plans of a kind (00/01) with filters and totals; its xlsx export. */
  lineQuery: '/bid-plan/plan/line/page',
  lineExport: '/bid-plan/plan/line/export',
  /** The xlsx template of plan lines (GET ?langCode) and the parse of a filled one into lines. */
  importTemplate: '/bid-plan/plan/line/template',
  importParse: '/bid-plan/plan/line/import',
  /** The material catalogue for planners (read only): the category tree and approved, enabled items. */
  catalogueTree: '/bid-plan/catalogue/tree',
  catalogueItems: '/bid-plan/catalogue/items',
} as const;

/** Function codes (menu codes) the plan routes check, one per screen; the menu seed grants them. */
export const PLAN_FUNCTIONS = {
  /** 00 purchase plans: purchasePlan/planOrg-list and its entry and detail. */
  purchasePlans: 'purchasePlan-planOrg-list',
  /** 01 annual plans: purchasePlan/yearPlan-list. */
  annualPlans: 'purchasePlan-yearPlan-list',
  /** 02 simulated-quantity plans: purchasePlan/simulationPlan-list. */
  simulationPlans: 'purchasePlan-simulationPlan-list',
  /** Administration of plan configurations. */
  planConfig: 'systemSettings-planConfig',
  /** The line queries: purchasePlan/yearplanQuery-list (01) and purchasePlanQuery-list (00). */
  annualLineQuery: 'purchasePlan-yearplanQuery-list',
  purchaseLineQuery: 'purchasePlan-purchasePlanQuery-list',
  /** The material catalogue query for planners: purchasePlan/purchaseCatalogue-list. */
  catalogue: 'purchasePlan-purchaseCatalogue-list',
} as const;

/** The administration screen of plan configurations (function code PLAN_FUNCTIONS.planConfig). */
export const PLAN_CONFIG_ROUTE = '/systemSettings/planConfig-list';

/** Client routes of the plan screens, by plan kind (spec 001 section 2.4). */
export const PLAN_ROUTES = {
  '00': {
    list: '/purchasePlan/planOrg-list',
    add: '/purchasePlan/entryProcPlanOrg-add',
    detail: '/purchasePlan/entryProcPlanOrg-detail',
  },
  '01': {
    list: '/purchasePlan/yearPlan-list',
    add: '/purchasePlan/entryProYearPlan-add',
    detail: '/purchasePlan/entryProYearPlan-detail',
  },
  '02': {
    list: '/purchasePlan/simulationPlan-list',
    add: '/purchasePlan/entryProSimulationPlan-add',
    detail: '/purchasePlan/simPlanOrg-detail',
  },
} as const;

/**
 * Allocation and packaging (issue 15; design note section 7): API paths, function codes and routes of
 * /planAssignManagement (planDepartAssign menuType 00, planDepartmentAssign menuType 01) and of the
 * packaging screens planCreate-list, planCreate-add and planCreateCheck-detail.
 */
export const PLAN_PACKAGE_PATHS = {
  /** Lines to allocate (level 00: the organisation's approved lines; 01: lines allocated to my department). */
  assignPage: '/bid-plan/assign/page',
  /** Level 00: lines to a department (02 -> 04); level 01: lines of my department to an executing user. */
  assignSave: '/bid-plan/assign/save',
  /** Back to approved (04 -> 02) while not packaged. */
  assignUndo: '/bid-plan/assign/undo',
  /** The organisation's packages with counts per status. */
  packagePage: '/bid-plan/package/page',
  packageGet: '/bid-plan/package/get',
  /** Allocated lines not in a live package (the lines a package may take). */
  packageCandidates: '/bid-plan/package/candidates',
  /** Create, or change a live package (lines 04 -> 05; lines left out go back to 04). */
  packageSave: '/bid-plan/package/save',
  /** Undo a live package: its lines return to allocated (05 -> 04). */
  packageUndo: '/bid-plan/package/undo',
} as const;

export const PLAN_PACKAGE_FUNCTIONS = {
  departAssign: 'planAssignManagement-planDepartAssign',
  departmentAssign: 'planAssignManagement-planDepartmentAssign',
  packages: 'purchasePlan-planCreate-list',
} as const;

export const PLAN_PACKAGE_ROUTES = {
  departAssign: '/planAssignManagement/planDepartAssign',
  departmentAssign: '/planAssignManagement/planDepartmentAssign',
  list: '/purchasePlan/planCreate-list',
  add: '/purchasePlan/planCreate-add',
  detail: '/purchasePlan/planCreateCheck-detail',
} as const;

/** The line query screens (spec 001 section 2.4, "Other"), by plan kind. */
export const PLAN_QUERY_ROUTES = {
  '01': '/purchasePlan/yearplanQuery-list',
  '00': '/purchasePlan/purchasePlanQuery-list',
} as const;

/** The material catalogue query for planners (spec 001 section 2.4, "Other"). */
export const PLAN_CATALOGUE_ROUTE = '/purchasePlan/purchaseCatalogue-list';
