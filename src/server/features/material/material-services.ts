import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { DictionariesService } from '../dictionaries/service';
import { createMaterialCategoryService } from './category-service';
import { createMaterialFeatureService } from './feature-service';
import { createMaterialItemService } from './item-service';

/** The material base data area: category tree, category features, catalogue items and their audit. */
export function createMaterialServices(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Units are codes of the measurement unit dictionary. */
  dictionaries: Pick<DictionariesService, 'requireCode' | 'labels'>;
}) {
  const categories = createMaterialCategoryService(deps);
  const features = createMaterialFeatureService(deps);
  const items = createMaterialItemService({ ...deps, categories });
  return { categories, features, items };
}
