import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { maxLengthString } from '../validation/rules-common';
import { codeSchema, requiredString } from '../validation/rules';
import { pageQueryShape, searchText } from './page-query';

/** Paths under /bidprocurement (spec 7.3 purchase catalogue category tree, category features). */
export const MATERIAL_PATHS = {
  categoryTree: '/common-material/category/getCategoryTree',
  categoryTreeSearch: '/common-material/category/searchCategoryTree',
  categorySave: '/common-material/category/saveOrUpdate',
  categoryDelete: '/common-material/category/delete',
  featureList: '/common-material/feature/list',
  featureGet: '/common-material/feature/get',
  featureSave: '/common-material/feature/save',
  featureEdit: '/common-material/feature/edit',
  featureDelete: '/common-material/feature/delete',
} as const;

/** Function codes (route names, spec 2.3) whose grant each screen's calls need. */
export const MATERIAL_PERMISSIONS = {
  category: 'materialCategory',
  feature: 'materialFeature',
  item: 'materialItem',
  audit: 'materialItem-audit',
} as const;

export const ENABLE_STATUS = { ENABLED: '00', DISABLED: '01' } as const;
const enableStatus = z.enum([ENABLE_STATUS.ENABLED, ENABLE_STATUS.DISABLED], { error: M.select });

export const MAX_CATEGORY_LEVEL = 5;

/** An id of a row: non-blank, at most 64 characters. */
export const idSchema = requiredString.pipe(maxLengthString(64));
export const idRequestSchema = z.object({ id: idSchema });

const optionalText = (max: number) =>
  maxLengthString(max)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null));

const sortSchema = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return 0;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 0 || n > 999_999) {
      ctx.issues.push({ code: 'custom', message: M.number, input: v });
      return z.NEVER;
    }
    return n;
  });

export const categorySaveSchema = z.object({
  /** Absent for a new category. */
  id: idSchema.optional(),
  /** Absent, null or '' for a root. */
  parentId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null)),
  code: codeSchema,
  name: requiredString.pipe(maxLengthString(100)),
  sort: sortSchema,
  status: enableStatus.optional().default(ENABLE_STATUS.ENABLED),
});
export type CategorySaveRequest = z.infer<typeof categorySaveSchema>;

export const categoryTreeSearchSchema = z.object({ keyword: searchText(100) });

export interface MaterialCategoryNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  level: number;
  sort: number;
  status: string;
  children: MaterialCategoryNode[];
}

export const FEATURE_VALUE_TYPES = { TEXT: '00', NUMBER: '01', DATE: '02', OPTION: '03' } as const;

const featureFields = {
  categoryId: idSchema,
  name: requiredString.pipe(maxLengthString(100)),
  valueType: z.enum(Object.values(FEATURE_VALUE_TYPES) as [string, ...string[]], { error: M.select }),
  unit: optionalText(20),
  /** 0 optional, 1 required; booleans are accepted too. */
  required: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: M.select })
    .optional()
    .transform((v) => (v === true || v === 1 ? 1 : 0)),
  sort: sortSchema,
};
export const featureSaveSchema = z.object(featureFields);
export type FeatureSaveRequest = z.infer<typeof featureSaveSchema>;
export const featureEditSchema = z.object({ id: idSchema, ...featureFields });
export type FeatureEditRequest = z.infer<typeof featureEditSchema>;

export const featureListSchema = z.object({
  ...pageQueryShape,
  categoryId: searchText(64),
  name: searchText(100),
});
export type FeatureListRequest = z.infer<typeof featureListSchema>;

export interface MaterialFeature {
  id: string;
  categoryId: string;
  categoryName: string | null;
  name: string;
  valueType: string;
  unit: string | null;
  required: number;
  sort: number;
  createdAt: string;
  updatedAt: string;
}
