import { Badge, Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import type { ResultContentView, ResultSubjectMatter } from '@/shared/contracts/results';
import { compare, decimal, parseDecimal, sub, sum, toFixedHalfUp } from '@/shared/rules/evaluation-decimal';
import { allotGoods } from '../api/writes';
import { ContentFrame } from './content-frame';

type Values = Record<string, string>;
const keyOf = (subjectId: string, orgId: string) => `${subjectId}:${orgId}`;

/**
 * goodsAllot-add (step 2, goods): per subject matter, the quantity each winner supplies. The sum is
 * shown exactly as it is typed; the server checks it again (exact decimals) and refuses any other sum.
 */
export function GoodsAllotPage({ projectId }: { projectId: string }) {
  return (
    <ContentFrame projectId={projectId} title="titles.allot" testId="result-allot">
      {(view, applied) => (
        <AllotForm key={view.winners.map((w) => w.orgId).join()} view={view} applied={applied} />
      )}
    </ContentFrame>
  );
}

function initialValues(view: ResultContentView): Values {
  const out: Values = {};
  for (const s of view.subjectMatters)
    for (const w of view.winners) {
      const stored = s.allotments.find((a) => a.orgId === w.orgId)?.quantity;
      out[keyOf(s.id, w.orgId)] = stored ?? (view.winners.length === 1 ? s.quantity : '');
    }
  return out;
}

/** The still unallotted quantity (exact), or null when a typed value is not a number. */
function remainder(s: ResultSubjectMatter, orgIds: readonly string[], values: Values): string | null {
  const parts = orgIds.map((o) => values[keyOf(s.id, o)]?.trim() || '0').map(parseDecimal);
  if (parts.some((p) => p === undefined)) return null;
  const left = sub(decimal(s.quantity), sum(parts as NonNullable<(typeof parts)[number]>[]));
  return compare(left, decimal('0')) === 0 ? '0' : toFixedHalfUp(left, 4);
}

function AllotForm({ view, applied }: { view: ResultContentView; applied: (v: ResultContentView) => void }) {
  const { t } = useTranslation('results');
  const [values, setValues] = useState<Values>(() => initialValues(view));
  const [busy, setBusy] = useState(false);
  const orgIds = view.winners.map((w) => w.orgId);
  if (!view.goods) return <Text>{t('allot.notGoods')}</Text>;
  if (view.winners.length === 0) return <Text>{t('blockers.noWinners')}</Text>;
  const complete = view.subjectMatters.every((s) => remainder(s, orgIds, values) === '0');
  const submit = async () => {
    setBusy(true);
    try {
      const lines = view.subjectMatters.flatMap((s) =>
        orgIds.map((orgId) => ({
          subjectMatterId: s.id,
          orgId,
          quantity: values[keyOf(s.id, orgId)]?.trim() || '0',
        })),
      );
      applied(await allotGoods({ projectId: view.project.id, lines }));
      notifySuccess(t('allot.done'));
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      {view.subjectMatters.map((s) => {
        const left = remainder(s, orgIds, values);
        return (
          <Card.Root key={s.id} variant="outline" data-testid="allot-subject">
            <Card.Body p={{ base: '3', md: '5' }} gap="3">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="sm" overflowWrap="anywhere">
                  {s.lineNo}. {s.materialName}
                </Heading>
                <Text fontSize="sm">{t('allot.quantity', { quantity: s.quantity, unit: s.unitCode })}</Text>
              </HStack>
              <Stack direction={{ base: 'column', md: 'row' }} gap="3">
                {view.winners.map((w) => (
                  <FormField key={w.orgId} label={w.supplierName} required>
                    <Input
                      inputMode="decimal"
                      value={values[keyOf(s.id, w.orgId)] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [keyOf(s.id, w.orgId)]: e.target.value }))}
                      data-testid="allot-quantity"
                    />
                  </FormField>
                ))}
              </Stack>
              <Badge
                alignSelf="flex-start"
                colorPalette={left === '0' ? 'green' : 'orange'}
                data-testid="allot-left"
              >
                {left === null ? t('allot.invalid') : t('allot.left', { left })}
              </Badge>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Button
        alignSelf="flex-start"
        colorPalette="green"
        minH="11"
        loading={busy}
        disabled={view.project.status !== '06' || !complete}
        onClick={() => void submit()}
        data-testid="allot-submit"
      >
        {t('allot.submit')}
      </Button>
    </Stack>
  );
}
