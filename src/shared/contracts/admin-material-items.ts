import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { maxLengthString } from '../validation/rules-common';
import { amountSchema, codeSchema, requiredString } from '../validation/rules';
import { ENABLE_STATUS, idSchema } from './admin-material';
import { pageQueryShape, searchText } from './page-query';

/** Paths under /bidprocurement (spec 7.3 material store: list, get, save, edit, delete, audit, ...). */
export const MATERIAL_ITEM_PATHS = {
  list: '/common-material/item/list',
  get: '/common-material/item/get',
  save: '/common-material/item/save',
  edit: '/common-material/item/edit',
  delete: '/common-material/item/delete',
  submitAudit: '/common-material/item/submitAudit',
  changeStatus: '/common-material/item/changeStatus',
  record: '/common-material/item/record',
  export: '/common-material/item/export',
  auditList: '/common-material/itemAudit/list',
  approve: '/common-material/itemAudit/approve',
  reject: '/common-material/itemAudit/reject',
  /** Spec 7.3 tools: a zip of the requested exports (blob). */
  createFileToZip: '/common-common/tools/createFileToZip',
} as const;

/** Spec section 4 audit status. */
export const AUDIT_STATUS = { PENDING: '00', APPROVED: '01', REJECTED: '02' } as const;

export const ITEM_CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'submit',
  'approve',
  'reject',
  'enable',
  'disable',
] as const;
export type ItemChangeAction = (typeof ITEM_CHANGE_ACTIONS)[number];

const optionalText = (max: number) =>
  maxLengthString(max)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null));

/** Optional amount (shared rule: decimal text, 15 integer digits, 2 decimals); absent or '' is null. */
const priceSchema = z
  .preprocess((v) => (v === '' ? null : v), amountSchema.nullable().optional())
  .transform((v) => v ?? null);

const itemFields = {
  categoryId: idSchema,
  code: codeSchema,
  name: requiredString.pipe(maxLengthString(100)),
  spec: optionalText(200),
  unit: optionalText(20),
  price: priceSchema,
};
export const itemSaveSchema = z.object(itemFields);
export type ItemSaveRequest = z.infer<typeof itemSaveSchema>;
export const itemEditSchema = z.object({ id: idSchema, ...itemFields });
export type ItemEditRequest = z.infer<typeof itemEditSchema>;

const auditStatusFilter = z
  .union([z.enum([AUDIT_STATUS.PENDING, AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED]), z.literal('')])
  .optional()
  .transform((s) => (s ? s : undefined));
const enableStatusFilter = z
  .union([z.enum([ENABLE_STATUS.ENABLED, ENABLE_STATUS.DISABLED]), z.literal('')])
  .optional()
  .transform((s) => (s ? s : undefined));

/** Search fields of the catalogue list, its export and the zip's catalogue export. */
export const itemFilterShape = {
  /** Items of this category and of every category below it. */
  categoryId: searchText(64),
  /** Code or name contains it. */
  keyword: searchText(100),
  code: searchText(50),
  name: searchText(100),
  auditStatus: auditStatusFilter,
  status: enableStatusFilter,
};
export const itemFilterSchema = z.object(itemFilterShape);
/** Every field optional: callers (export, zip, audit list) pass only what they filter by. */
export type ItemFilter = Partial<z.infer<typeof itemFilterSchema>>;

export const itemListSchema = z.object({ ...pageQueryShape, ...itemFilterShape });
export type ItemListRequest = z.infer<typeof itemListSchema>;

export const auditListSchema = z.object({
  ...pageQueryShape,
  categoryId: itemFilterShape.categoryId,
  keyword: itemFilterShape.keyword,
});
export type AuditListRequest = z.infer<typeof auditListSchema>;

export const itemStatusSchema = z.object({
  id: idSchema,
  status: z.enum([ENABLE_STATUS.ENABLED, ENABLE_STATUS.DISABLED], { error: M.select }),
});
export type ItemStatusRequest = z.infer<typeof itemStatusSchema>;

export const itemRejectSchema = z.object({
  id: idSchema,
  reason: requiredString.pipe(maxLengthString(500)),
});
export type ItemRejectRequest = z.infer<typeof itemRejectSchema>;

export const itemRecordSchema = z.object({ ...pageQueryShape, itemId: idSchema });
export type ItemRecordRequest = z.infer<typeof itemRecordSchema>;

export const ZIP_EXPORTS = { CATALOGUE: 'catalogue', CHANGES: 'changes' } as const;

/** Each export of the zip: the filtered catalogue, or the change records (of one item, or all). */
const zipExportSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(ZIP_EXPORTS.CATALOGUE), filter: itemFilterSchema.optional() }),
    z.object({ type: z.literal(ZIP_EXPORTS.CHANGES), itemId: searchText(64) }),
  ],
  { error: M.select },
);

export const createFileToZipSchema = z.object({
  exports: z.array(zipExportSchema, { error: M.required }).min(1, { error: M.required }).max(10),
  /** Stored files are not part of this area yet; only an empty list is accepted. */
  fileIds: z.array(z.string()).max(0, { error: M.invalid }).optional(),
  fileName: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.-]*$/, { error: M.illegalChars })
    .optional(),
});

export interface MaterialItem {
  id: string;
  categoryId: string;
  categoryName: string | null;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  price: string | null;
  auditStatus: string;
  status: string;
  rejectReason: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface MaterialItemChange {
  id: string;
  itemId: string;
  action: ItemChangeAction;
  before: Partial<MaterialItem> | null;
  after: Partial<MaterialItem> | null;
  actorId: string;
  actorName: string | null;
  at: string;
}
