import { Button, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/client/ui/dialog-frame';
import { DictText } from '@/client/ui/dict-text';
import { FormField } from '@/client/ui/form-field';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import type { SubjectMatterView } from '@/shared/contracts/subject-matters';
import { groupNumber } from '@/shared/format/number';
import { centsToYuan, lineAmountCents, yuanToCents } from '@/shared/rules/plan-money';
import { sumQuantities } from '@/shared/rules/subject-matter-quantities';

interface MergeDialogProps {
  open: boolean;
  lines: readonly SubjectMatterView[];
  onClose(): void;
  /** The merged line's unit price when the lines' prices differ; rejects keep the dialog open. */
  onMerge(unitPrice?: string): Promise<void>;
}

/**
 * Merging the selected lines: what they become (quantities summed exactly, the first line's material
 * and unit). When their unit prices differ the merged line's price is asked for; the server checks it all
 * again (same material and unit).
 */
export function MergeDialog(props: MergeDialogProps) {
  const { t } = useTranslation('subject-matters');
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      size="md"
      title={t('merge.title')}
      data-testid="subject-matter-merge-dialog"
    >
      {props.open ? <MergeBody {...props} /> : null}
    </DialogFrame>
  );
}

function MergeBody({ lines, onClose, onMerge }: MergeDialogProps) {
  const { t } = useTranslation('subject-matters');
  const prices = [...new Set(lines.map((l) => l.unitPrice))];
  const [price, setPrice] = useState(prices.length === 1 ? (prices[0] ?? '') : '');
  const [busy, setBusy] = useState(false);
  const quantity = sumQuantities(lines.map((l) => l.quantity));
  const cents =
    quantity && yuanToCents(price.trim()) !== undefined ? lineAmountCents(quantity, price.trim()) : undefined;
  const first = lines[0];
  const merge = async () => {
    setBusy(true);
    try {
      await onMerge(prices.length > 1 ? price.trim() : undefined);
    } catch {
      // Toasted by the request layer; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <Text>{t('merge.message', { count: lines.length })}</Text>
      <List.Root ps="4" fontSize="sm">
        {lines.map((l) => (
          <List.Item key={l.id}>
            {t('merge.line', {
              no: l.lineNo,
              name: l.materialName,
              quantity: l.quantity,
              price: l.unitPrice,
            })}
          </List.Item>
        ))}
      </List.Root>
      <Text data-testid="merge-quantity" data-quantity={quantity ?? ''}>
        {t('merge.quantity', { quantity: quantity ?? '—' })}{' '}
        {first ? <DictText group={MEASURE_UNIT_GROUP} code={first.unitCode} /> : null}
      </Text>
      {prices.length > 1 ? (
        <FormField label={t('merge.unitPrice')} helper={t('merge.pricesDiffer')} required>
          <Input
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            data-testid="merge-unit-price"
          />
        </FormField>
      ) : null}
      <Text fontWeight="semibold" data-testid="merge-amount">
        {t('form.amount', { amount: cents === undefined ? '—' : groupNumber(centsToYuan(cents)) })}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} justify="flex-end" gap="2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          loading={busy}
          disabled={cents === undefined}
          onClick={() => void merge()}
          data-testid="merge-confirm"
        >
          {t('actions.mergeConfirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
