import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { EVALUATION_STEPS, type EvaluationStep, PRICE_METHOD } from '@/shared/codes/evaluation';
import type { BuyerEvaluationSetup } from '@/shared/contracts/evaluation';
import { checkSteps } from '@/shared/contracts/evaluation-rules';
import { evaluationKeys } from '../api/keys';
import { saveSteps } from '../api/setup';
import { failureText, issueTexts } from '../lib/save-error';
import { SetupFrame } from './setup-frame';

interface Props {
  projectId: string;
  onProject(id: string | undefined): void;
}

/** setEvaluationSteps (step 2): which review steps run, in order, and the price method with its weight. */
export function SetStepsPage({ projectId, onProject }: Props) {
  return (
    <SetupFrame projectId={projectId} onProject={onProject} screen="setSteps" testId="evaluation-set-steps">
      {(setup) => <StepsForm setup={setup} />}
    </SetupFrame>
  );
}

function StepsForm({ setup }: { setup: BuyerEvaluationSetup }) {
  const { t } = useTranslation('evaluation');
  const queryClient = useQueryClient();
  const [method, setMethod] = useState(setup.priceMethod ?? PRICE_METHOD.COST_PERFORMANCE);
  const [weight, setWeight] = useState(setup.priceWeight ?? '30');
  const [steps, setSteps] = useState<EvaluationStep[]>(setup.steps.map((s) => s.stepCode));
  const [issues, setIssues] = useState<string[]>([]);
  const key = useRef(crypto.randomUUID());
  const save = useMutation({
    mutationFn: () =>
      saveSteps(
        {
          projectId: setup.projectId,
          priceMethod: method as 'lowest',
          priceWeight: weight,
          steps,
          version: setup.version,
        },
        key.current,
      ),
    onSuccess: (saved) => {
      key.current = crypto.randomUUID();
      queryClient.setQueryData(evaluationKeys.setup(setup.projectId), saved);
      notifySuccess(t('state.saved'));
    },
  });
  const toggle = (step: EvaluationStep, on: boolean) =>
    setSteps((list) => (on ? [...list, step] : list.filter((s) => s !== step)));
  const move = (i: number, by: number) =>
    setSteps((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });
  const submit = () => {
    const found = issueTexts(checkSteps({ priceMethod: method, priceWeight: weight, steps }), t);
    setIssues(found);
    if (found.length === 0) save.mutate();
  };
  const locked = setup.locked;
  return (
    <Stack gap="4" maxW="3xl">
      {locked ? (
        <Notice status="info" testId="evaluation-locked">
          {t('state.locked')}
        </Notice>
      ) : null}
      <FormField label={t('fields.priceMethod')} required disabled={locked}>
        <FormSelect
          options={Object.values(PRICE_METHOD).map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as typeof method);
            if (e.target.value === PRICE_METHOD.LOWEST) setWeight('0');
          }}
          data-testid="price-method"
        />
      </FormField>
      <FormField label={t('fields.priceWeight')} required disabled={locked || method === PRICE_METHOD.LOWEST}>
        <Input
          inputMode="decimal"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          data-testid="price-weight"
        />
      </FormField>
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="semibold">
          {t('fields.steps')}
        </Text>
        {steps.map((step, i) => (
          <HStack
            key={step}
            gap="2"
            borderWidth="1px"
            borderRadius="md"
            p="2"
            flexWrap="wrap"
            data-testid={`chosen-${step}`}
          >
            <Text flex="1" minW="40">
              {i + 1}. {t(`steps.${step}`)}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={locked || i === 0}
              onClick={() => move(i, -1)}
              aria-label={`${t('actions.up')} ${t(`steps.${step}`)}`}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={locked || i === steps.length - 1}
              onClick={() => move(i, 1)}
              aria-label={`${t('actions.down')} ${t(`steps.${step}`)}`}
            >
              ↓
            </Button>
          </HStack>
        ))}
        {EVALUATION_STEPS.map((step) => (
          <Checkbox.Root
            key={step}
            checked={steps.includes(step)}
            disabled={locked}
            onCheckedChange={(e) => toggle(step, e.checked === true)}
            data-testid={`step-${step}`}
            minH="10"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`steps.${step}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {issues.length > 0 ? (
        <Notice status="error" testId="steps-issues">
          {issues.join(' ')}
        </Notice>
      ) : null}
      {save.error ? (
        <Notice status="error" testId="steps-failed">
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
          data-testid="steps-save"
        >
          {t('actions.save')}
        </Button>
      </FormActionBar>
    </Stack>
  );
}
