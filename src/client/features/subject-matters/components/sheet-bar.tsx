import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import type { SubjectMatterRowError } from '@/shared/contracts/subject-matters';
import {
  downloadSubjectMatterTemplate,
  exportSubjectMatters,
  importSubjectMatters,
} from '../api/subject-matters';
import { saveBlob } from '@/client/features/plans';

/** A long error list shows its first rows; the sheet is fixed and imported again anyway. */
const ERRORS_SHOWN = 50;
const SIZE = { base: 'lg', md: 'sm' } as const;

interface SheetBarProps {
  projectId: string;
  canImport: boolean;
  onImported(): void;
}

/**
 * Spreadsheets: export the lines, download the template, import a filled one (all or nothing: every
 * refused row listed with its number, column and reason).
 */
export function SheetBar({ projectId, canImport, onImported }: SheetBarProps) {
  const { t } = useTranslation('subject-matters');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SubjectMatterRowError[]>([]);

  const read = async (file: File) => {
    setBusy(true);
    try {
      const result = await importSubjectMatters(projectId, file);
      setErrors(result.errors);
      if (result.errors.length === 0) {
        notifySuccess(t('import.done', { count: result.imported }));
        onImported();
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button
        size={SIZE}
        variant="outline"
        onClick={async () => saveBlob(await exportSubjectMatters(projectId), 'subject-matters.xlsx')}
        data-testid="subject-matter-export"
      >
        {t('actions.export')}
      </Button>
      {canImport ? (
        <>
          <Button
            size={SIZE}
            variant="outline"
            loading={busy}
            loadingText={t('import.reading')}
            onClick={() => input.current?.click()}
            data-testid="subject-matter-import"
          >
            {t('actions.import')}
          </Button>
          <Button
            size={SIZE}
            variant="ghost"
            colorPalette="brand"
            onClick={async () =>
              saveBlob(await downloadSubjectMatterTemplate(), 'subject-matters-template.xlsx')
            }
            data-testid="subject-matter-template"
          >
            {t('actions.template')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            aria-label={t('actions.import')}
            data-testid="subject-matter-import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void read(file);
            }}
          />
        </>
      ) : null}
      {errors.length ? (
        <Box flexBasis="100%">
          <Notice status="error" testId="subject-matter-import-errors">
            <Stack gap="1">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">{t('import.refused', { count: errors.length })}</Text>
                <Button size="xs" variant="ghost" onClick={() => setErrors([])}>
                  {t('actions.close')}
                </Button>
              </HStack>
              <List.Root ps="4" fontSize="sm">
                {errors.slice(0, ERRORS_SHOWN).map((e) => (
                  <List.Item
                    key={`${e.row}-${e.field}-${e.message}`}
                    data-testid="subject-matter-import-error"
                  >
                    {e.row > 0
                      ? t('import.rowError', { row: e.row, column: e.column || '—', message: e.message })
                      : e.message}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </Notice>
        </Box>
      ) : null}
    </>
  );
}
