import { Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { CRITERION_KIND } from '@/shared/codes/evaluation';
import type { EvaluationCriterionView, ReviewOffer } from '@/shared/contracts/evaluation';
import { cellKey, type LineState, offerFacts, type SheetState } from '../lib/sheet-lines';

interface OfferSheetProps {
  offer: ReviewOffer;
  criteria: readonly EvaluationCriterionView[];
  state: SheetState;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onCell(key: string, patch: LineState): void;
}

/** One offer's card on the sheet: what it offers, then a score or a pass/fail per criterion. */
export function OfferSheet({ offer, criteria, state, errors, disabled, onCell }: OfferSheetProps) {
  const { t } = useTranslation('evaluation');
  const facts = offerFacts(offer.openedJson);
  return (
    <Card.Root variant="outline" data-testid="sheet-offer">
      <Card.Body gap="3" p="4">
        <Stack gap="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {offer.supplierName}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {[facts.totalPrice, facts.deliveryDays, facts.remark].filter((x) => x !== undefined).join(' · ')}
          </Text>
        </Stack>
        {criteria.map((c) => {
          const key = cellKey(c.id, offer.id);
          const cell = state[key] ?? {};
          const label = `${c.name}${c.maxPoints ? ` (0-${c.maxPoints})` : ''}`;
          if (c.kind === CRITERION_KIND.SCORE) {
            return (
              <FormField key={key} label={label} required error={errors[key]} disabled={disabled}>
                <Input
                  inputMode="decimal"
                  value={cell.points ?? ''}
                  onChange={(e) => onCell(key, { points: e.target.value })}
                  name={`cell.${key}`}
                  data-testid="sheet-points"
                />
              </FormField>
            );
          }
          return (
            <Stack key={key} gap="2">
              <FormField label={label} required error={errors[key]} disabled={disabled}>
                <HStack gap="2">
                  {[true, false].map((pass) => (
                    <Button
                      key={String(pass)}
                      size="md"
                      minW="24"
                      variant={cell.passed === pass ? 'solid' : 'outline'}
                      colorPalette={pass ? 'green' : 'red'}
                      aria-pressed={cell.passed === pass}
                      disabled={disabled}
                      onClick={() => onCell(key, { passed: pass })}
                      data-testid={pass ? 'sheet-pass' : 'sheet-fail'}
                    >
                      {t(pass ? 'actions.pass' : 'actions.fail')}
                    </Button>
                  ))}
                </HStack>
              </FormField>
              {cell.passed === false ? (
                <FormField label={t('fields.reason')} required disabled={disabled}>
                  <Input
                    value={cell.reason ?? ''}
                    onChange={(e) => onCell(key, { reason: e.target.value })}
                    name={`reason.${key}`}
                    data-testid="sheet-reason"
                  />
                </FormField>
              ) : null}
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
