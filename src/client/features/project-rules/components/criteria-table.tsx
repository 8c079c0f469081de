import { Box, Button, Field, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormSelect } from '@/client/ui/form-select';
import { CRITERION_KIND } from '@/shared/codes/project-rules';
import { weightTotal } from '@/shared/rules/rule-weights';
import { newCriterion, type RulesForm } from '../lib/rules-form-values';

/**
 * The criteria: scored rows (max points, weight) and pass/fail rows, added and removed in place. The
 * weight total is shown live and must read exactly 100.00 (summed in hundredths, as the server does).
 */
export function CriteriaTable({ form }: { form: RulesForm }) {
  const { t } = useTranslation('project-rules');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'criteria' });
  const rows = useWatch({ control, name: 'criteria' }) ?? [];
  const weights = rows.filter((r) => r?.kind === CRITERION_KIND.SCORE).map((r) => r?.weight ?? '');
  const total = weights.length ? weightTotal(weights) : '0.00';
  const exact = weights.length === 0 || total === '100.00';
  const errors = formState.errors.criteria;
  const tableError = errors?.root ?? errors;
  const kinds = Object.values(CRITERION_KIND).map((k) => ({
    value: k,
    label: t(`codes.criterionKind.${k}`),
  }));
  return (
    <Stack gap="2" data-testid="criteria-table">
      <Box overflowX="auto">
        <Table.Root size="sm" minW="560px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('criteria.name')}</Table.ColumnHeader>
              <Table.ColumnHeader w="40">{t('criteria.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{t('criteria.maxPoints')}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{t('criteria.weight')}</Table.ColumnHeader>
              <Table.ColumnHeader w="12" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, i) => {
              const score = rows[i]?.kind !== CRITERION_KIND.PASS;
              const rowErrors = errors?.[i];
              return (
                <Table.Row key={field.id} data-testid="criterion-row">
                  <Table.Cell>
                    <Cell error={rowErrors?.name}>
                      <Input size="sm" aria-label={t('criteria.name')} {...register(`criteria.${i}.name`)} />
                    </Cell>
                  </Table.Cell>
                  <Table.Cell>
                    <FormSelect
                      options={kinds}
                      aria-label={t('criteria.kind')}
                      {...register(`criteria.${i}.kind`)}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Cell error={rowErrors?.maxPoints}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        disabled={!score}
                        aria-label={t('criteria.maxPoints')}
                        {...register(`criteria.${i}.maxPoints`)}
                      />
                    </Cell>
                  </Table.Cell>
                  <Table.Cell>
                    <Cell error={rowErrors?.weight}>
                      <Input
                        size="sm"
                        inputMode="decimal"
                        disabled={!score}
                        aria-label={t('criteria.weight')}
                        data-testid="criterion-weight"
                        {...register(`criteria.${i}.weight`)}
                      />
                    </Cell>
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('criteria.remove')}
                      data-testid="criterion-remove"
                      onClick={() => remove(i)}
                    >
                      ✕
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('criteria.none')}
        </Text>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            data-testid="criterion-add-score"
            onClick={() => append(newCriterion())}
          >
            {t('criteria.addScore')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            data-testid="criterion-add-pass"
            onClick={() => append(newCriterion(CRITERION_KIND.PASS))}
          >
            {t('criteria.addPass')}
          </Button>
        </HStack>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color={exact ? 'fg.success' : 'fg.error'}
          data-testid="weight-total"
          data-total={total ?? ''}
          aria-live="polite"
        >
          {t('criteria.total', { total: total ?? '—' })}
        </Text>
      </HStack>
      <Cell error={tableError?.message ? tableError : undefined} testId="criteria-error">
        {null}
      </Cell>
    </Stack>
  );
}

type CellError = { message?: string | undefined; type?: string | number } | undefined;

/** One input with its error line (a shared key, or the server's translated text). */
function Cell({ error, children, testId }: { error: CellError; children: ReactNode; testId?: string }) {
  return (
    <Field.Root invalid={!!error?.message} data-testid={testId}>
      {children}
      <FieldError message={error?.message} translated={error?.type === SERVER_ERROR_TYPE} />
    </Field.Root>
  );
}
