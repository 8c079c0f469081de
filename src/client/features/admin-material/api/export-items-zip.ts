import type { z } from 'zod';
import { api } from '@/client/lib/api-client';
import {
  type createFileToZipSchema,
  type ItemFilter,
  MATERIAL_ITEM_PATHS,
  ZIP_EXPORTS,
} from '@/shared/contracts/admin-material-items';

export const ZIP_FILE_NAME = 'catalogue';

/** The zip request: the filtered catalogue and every change record. */
export function zipRequest(filter: ItemFilter): z.input<typeof createFileToZipSchema> {
  return {
    exports: [
      { type: ZIP_EXPORTS.CATALOGUE, filter },
      { type: ZIP_EXPORTS.CHANGES, itemId: undefined },
    ],
    fileName: ZIP_FILE_NAME,
  };
}

/** A zip holding catalogue.xlsx and changes.xlsx. */
export function exportItemsZip(filter: ItemFilter): Promise<Blob> {
  return api.post<Blob>(MATERIAL_ITEM_PATHS.createFileToZip, zipRequest(filter), { raw: true });
}
