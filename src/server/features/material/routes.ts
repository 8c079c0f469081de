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
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { MaterialCategoryService } from './category-service';
import type { MaterialFeatureService } from './feature-service';

/** Category tree and category features (screens materialCategory and materialFeature). */
export function materialRoutes(categories: MaterialCategoryService, features: MaterialFeatureService) {
  return async (app: FastifyInstance) => {
    const category = { config: { permission: P.category } };
    const feature = { config: { permission: P.feature } };

    app.post(MATERIAL_PATHS.categoryTree, category, async (request) =>
      success(await categories.tree(), request.id),
    );
    app.post(MATERIAL_PATHS.categoryTreeSearch, category, async (request) => {
      const input = parseInput(categoryTreeSearchSchema, request.body);
      return success(await categories.searchTree(input.keyword), request.id);
    });
    app.post(MATERIAL_PATHS.categorySave, category, async (request) => {
      const input = parseInput(categorySaveSchema, request.body);
      return success(await categories.save(contextOf(request), input), request.id);
    });
    app.post(MATERIAL_PATHS.categoryDelete, category, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await categories.remove(contextOf(request), input.id), request.id);
    });

    app.post(MATERIAL_PATHS.featureList, feature, async (request) => {
      const input = parseInput(featureListSchema, request.body);
      return success(await features.list(input), request.id);
    });
    app.post(MATERIAL_PATHS.featureGet, feature, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await features.get(input.id), request.id);
    });
    app.post(MATERIAL_PATHS.featureSave, feature, async (request) => {
      const input = parseInput(featureSaveSchema, request.body);
      return success(await features.save(contextOf(request), input), request.id);
    });
    app.post(MATERIAL_PATHS.featureEdit, feature, async (request) => {
      const input = parseInput(featureEditSchema, request.body);
      return success(await features.edit(contextOf(request), input), request.id);
    });
    app.post(MATERIAL_PATHS.featureDelete, feature, async (request) => {
      const input = parseInput(idRequestSchema, request.body);
      return success(await features.remove(contextOf(request), input.id), request.id);
    });
  };
}
