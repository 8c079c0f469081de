import { Button, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { CRITERION_KIND } from '@/shared/codes/evaluation';
import type { CriterionDraft } from '@/shared/contracts/evaluation-rules';

export type Row = CriterionDraft & { key: string };

interface CriterionRowProps {
  row: Row;
  /** Compliance criteria, and every criterion with the lowest-price method, are pass/fail. */
  passOnly: boolean;
  locked: boolean;
  onEdit(patch: Partial<Row>): void;
  onRemove(): void;
}

/** One criterion of reviewIndicator: name, kind and (scored) maximum points. */
export function CriterionRow({ row, passOnly, locked, onEdit, onRemove }: CriterionRowProps) {
  const { t } = useTranslation('evaluation');
  return (
    <SimpleGrid
      columns={{ base: 1, md: 4 }}
      gap="2"
      alignItems="end"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <FormField label={t('fields.criterionName')} required disabled={locked}>
        <Input
          value={row.name}
          onChange={(e) => onEdit({ name: e.target.value })}
          data-testid="criterion-name"
        />
      </FormField>
      <FormField label={t('fields.kind')} disabled={locked || passOnly}>
        <FormSelect
          options={(passOnly ? [CRITERION_KIND.PASS] : Object.values(CRITERION_KIND)).map((k) => ({
            value: k,
            label: t(`kinds.${k}`),
          }))}
          value={row.kind}
          onChange={(e) => onEdit({ kind: e.target.value })}
          data-testid="criterion-kind"
        />
      </FormField>
      {row.kind === CRITERION_KIND.SCORE ? (
        <FormField label={t('fields.maxPoints')} required disabled={locked}>
          <Input
            inputMode="decimal"
            value={row.maxPoints ?? ''}
            onChange={(e) => onEdit({ maxPoints: e.target.value })}
            data-testid="criterion-max"
          />
        </FormField>
      ) : (
        <Text color="fg.muted">{t('kinds.pass')}</Text>
      )}
      <Button variant="outline" colorPalette="red" disabled={locked} onClick={onRemove}>
        {t('actions.remove')}
      </Button>
    </SimpleGrid>
  );
}
