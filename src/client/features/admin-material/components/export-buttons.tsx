import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemFilter } from '@/shared/contracts/admin-material-items';
import { exportItems } from '../api/export-items';
import { exportItemsZip, ZIP_FILE_NAME } from '../api/export-items-zip';
import { saveBlob } from '../lib/download';

/** Export xlsx (catalogue.xlsx) and Export zip (catalogue and change records) of the current filter. */
export function ExportButtons({ filter }: { filter: () => ItemFilter }) {
  const { t } = useTranslation('admin-material-ui');
  const [busy, setBusy] = useState<'xlsx' | 'zip' | null>(null);
  const run = async (kind: 'xlsx' | 'zip') => {
    setBusy(kind);
    try {
      if (kind === 'xlsx') saveBlob(await exportItems(filter()), 'catalogue.xlsx');
      else saveBlob(await exportItemsZip(filter()), `${ZIP_FILE_NAME}.zip`);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => void run('xlsx')}
        data-testid="item-export"
      >
        {t('item.exportXlsx')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={busy === 'zip'}
        disabled={busy !== null}
        onClick={() => void run('zip')}
        data-testid="item-export-zip"
      >
        {t('item.exportZip')}
      </Button>
    </>
  );
}
