import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { CRITERION_KIND, EVALUATION_STEP, PRICE_METHOD } from '@/shared/codes/evaluation';
import type { BuyerEvaluationSetup } from '@/shared/contracts/evaluation';
import { checkCriteria, hundredths, hundredthsText } from '@/shared/contracts/evaluation-rules';
import { evaluationKeys } from '../api/keys';
import { saveCriteria } from '../api/setup';
import { failureText, issueTexts } from '../lib/save-error';
import { CriterionRow, type Row } from './criterion-row';
import { SetupFrame } from './setup-frame';

interface Props {
  projectId: string;
  onProject(id: string | undefined): void;
}

/** reviewIndicator (step 3): each step's criteria, scored up to a maximum or pass/fail. */
export function IndicatorsPage({ projectId, onProject }: Props) {
  return (
    <SetupFrame
      projectId={projectId}
      onProject={onProject}
      screen="indicators"
      testId="evaluation-indicators"
    >
      {(setup) => <CriteriaForm setup={setup} />}
    </SetupFrame>
  );
}

function CriteriaForm({ setup }: { setup: BuyerEvaluationSetup }) {
  const { t } = useTranslation('evaluation');
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() =>
    setup.criteria.map((c) => ({
      key: c.id,
      stepCode: c.stepCode,
      name: c.name,
      kind: c.kind,
      maxPoints: c.maxPoints ?? '',
    })),
  );
  const [issues, setIssues] = useState<string[]>([]);
  const idem = useRef(crypto.randomUUID());
  const lowest = setup.priceMethod === PRICE_METHOD.LOWEST;
  const steps = setup.steps.map((s) => s.stepCode).filter((s) => s !== EVALUATION_STEP.PRICE);
  const save = useMutation({
    mutationFn: () =>
      saveCriteria(
        {
          projectId: setup.projectId,
          version: setup.version,
          criteria: rows.map(({ stepCode, name, kind, maxPoints }) => ({
            stepCode: stepCode as 'risk',
            name,
            kind: kind as 'pass',
            maxPoints: kind === CRITERION_KIND.SCORE ? (maxPoints ?? '') : null,
          })),
        },
        idem.current,
      ),
    onSuccess: (saved) => {
      idem.current = crypto.randomUUID();
      queryClient.setQueryData(evaluationKeys.setup(setup.projectId), saved);
      notifySuccess(t('state.saved'));
    },
  });
  const edit = (key: string, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = (stepCode: string) =>
    setRows((list) => [
      ...list,
      {
        key: crypto.randomUUID(),
        stepCode,
        name: '',
        kind: stepCode === EVALUATION_STEP.COMPLIANCE || lowest ? CRITERION_KIND.PASS : CRITERION_KIND.SCORE,
        maxPoints: '',
      },
    ]);
  const scored = rows
    .filter((r) => r.kind === CRITERION_KIND.SCORE)
    .reduce((sum, r) => sum + (hundredths(r.maxPoints) ?? 0), 0);
  const total = hundredthsText(scored + (hundredths(setup.priceWeight) ?? 0));
  const submit = () => {
    const found = issueTexts(checkCriteria({ ...setup, steps: setup.steps.map((s) => s.stepCode) }, rows), t);
    setIssues(found);
    if (found.length === 0) save.mutate();
  };
  const locked = setup.locked;
  if (!setup.priceMethod)
    return (
      <Notice status="info" testId="steps-first">
        {t('errors.stepsFirst')}
      </Notice>
    );
  return (
    <Stack gap="5" maxW="4xl">
      {locked ? (
        <Notice status="info" testId="evaluation-locked">
          {t('state.locked')}
        </Notice>
      ) : null}
      {steps.map((step) => (
        <Stack key={step} gap="3" data-testid={`criteria-${step}`}>
          <Heading as="h2" size="md">
            {t(`steps.${step}`)}
          </Heading>
          {rows
            .filter((r) => r.stepCode === step)
            .map((row) => (
              <CriterionRow
                key={row.key}
                row={row}
                passOnly={step === EVALUATION_STEP.COMPLIANCE || lowest}
                locked={locked}
                onEdit={(patch) => edit(row.key, patch)}
                onRemove={() => setRows((l) => l.filter((r) => r.key !== row.key))}
              />
            ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={locked}
            onClick={() => add(step)}
            data-testid={`criterion-add-${step}`}
          >
            {t('actions.add')}
          </Button>
        </Stack>
      ))}
      {setup.priceMethod === PRICE_METHOD.COST_PERFORMANCE ? (
        <Text fontWeight="semibold" data-testid="criteria-total">
          {t('fields.total', { total })}
        </Text>
      ) : null}
      {issues.length > 0 ? (
        <Notice status="error" testId="criteria-issues">
          {issues.join(' ')}
        </Notice>
      ) : null}
      {save.error ? (
        <Notice status="error" testId="criteria-failed">
          {failureText(save.error)}
        </Notice>
      ) : null}
      <FormActionBar justify="flex-end">
        <Button
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          disabled={locked}
          loading={save.isPending}
          onClick={submit}
          data-testid="criteria-save"
        >
          {t('actions.save')}
        </Button>
      </FormActionBar>
    </Stack>
  );
}
