import type { FastifyInstance } from 'fastify';
import {
  categorySaveSchema,
  categoryTreeSearchSchema,
  featureEditSchema,
  featureListSchema,
  featureSaveSchema,
  idRequestSchema,
  MATERIAL_PATHS,
  MATERIAL_PERMISSIONS as P,
} from '@/shared/contracts/admin-material';
import { apiRoute } from '../../lib/api-route';
import type { MaterialCategoryService } from './category-service';
import type { MaterialFeatureService } from './feature-service';

/** Category tree and category features (screens materialCategory and materialFeature). */
export function materialRoutes(categories: MaterialCategoryService, features: MaterialFeatureService) {
  return async (app: FastifyInstance) => {
    const category = { permission: P.category };
    const feature = { permission: P.feature };

    apiRoute(app, {
      url: MATERIAL_PATHS.categoryTree,
      access: category,
      handler: () => categories.tree(),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.categoryTreeSearch,
      access: category,
      body: categoryTreeSearchSchema,
      handler: ({ body: input }) => categories.searchTree(input.keyword),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.categorySave,
      access: category,
      body: categorySaveSchema,
      handler: ({ body: input, ctx }) => categories.save(ctx, input),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.categoryDelete,
      access: category,
      body: idRequestSchema,
      handler: ({ body: input, ctx }) => categories.remove(ctx, input.id),
    });

    apiRoute(app, {
      url: MATERIAL_PATHS.featureList,
      access: feature,
      body: featureListSchema,
      handler: ({ body: input }) => features.list(input),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.featureGet,
      access: feature,
      body: idRequestSchema,
      handler: ({ body: input }) => features.get(input.id),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.featureSave,
      access: feature,
      body: featureSaveSchema,
      handler: ({ body: input, ctx }) => features.save(ctx, input),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.featureEdit,
      access: feature,
      body: featureEditSchema,
      handler: ({ body: input, ctx }) => features.edit(ctx, input),
    });
    apiRoute(app, {
      url: MATERIAL_PATHS.featureDelete,
      access: feature,
      body: idRequestSchema,
      handler: ({ body: input, ctx }) => features.remove(ctx, input.id),
    });
  };
}
