import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import type { PlanImportError } from '@/shared/contracts/plan-queries';
import { downloadTemplate, importLines } from '../api/line-query';
import { importedToValues } from '../lib/imported-lines';
import type { PlanFormValues } from '../lib/plan-form-values';
import { saveBlob } from '../lib/save-blob';
import { CONTROL_SIZE } from './plan-line-card';

/** A long error list shows its first rows; the sheet is fixed and imported again anyway. */
const ERRORS_SHOWN = 50;

/**
 * Plan lines from a spreadsheet: the template to fill (labels and units in the user's language) and the
 * import, which replaces the form's lines with the sheet's or lists every wrong row (nothing imported).
 */
export function PlanImportBar({
  form,
  onImported,
}: {
  form: UseFormReturn<PlanFormValues>;
  onImported(): void;
}) {
  const { t } = useTranslation('plan');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<PlanImportError[]>([]);

  const read = async (file: File) => {
    setBusy(true);
    try {
      const result = await importLines(file);
      setErrors(result.errors);
      if (result.errors.length === 0) {
        form.setValue('lines', result.lines.map(importedToValues), { shouldDirty: true });
        onImported();
        notifySuccess(t('import.done', { count: result.lines.length }));
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="2" data-testid="plan-import">
      <HStack gap="3" wrap="wrap">
        <Button
          size={CONTROL_SIZE}
          variant="outline"
          loading={busy}
          loadingText={t('import.reading')}
          onClick={() => input.current?.click()}
          data-testid="plan-import-button"
        >
          {t('import.button')}
        </Button>
        <Button
          size={CONTROL_SIZE}
          variant="ghost"
          colorPalette="brand"
          onClick={async () => saveBlob(await downloadTemplate(), 'plan-lines-template.xlsx')}
          data-testid="plan-import-template"
        >
          {t('import.template')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          aria-label={t('import.button')}
          data-testid="plan-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </HStack>
      {errors.length ? (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          rounded="md"
          p="3"
          data-testid="plan-import-errors"
        >
          <Text fontWeight="semibold" color="fg.error">
            {t('import.failed')}
          </Text>
          <Stack as="ul" gap="1" ps="5" fontSize="sm" listStyleType="disc">
            {errors.slice(0, ERRORS_SHOWN).map((e) => (
              <li key={`${e.row}-${e.column}-${e.message}`}>
                {t('import.rowError', { row: e.row, column: e.column, message: e.message })}
              </li>
            ))}
          </Stack>
          {errors.length > ERRORS_SHOWN ? <Text fontSize="sm">… {errors.length - ERRORS_SHOWN}</Text> : null}
        </Box>
      ) : null}
    </Stack>
  );
}
