import { Button, Checkbox, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import {
  CANDIDATE_COUNT_DEFAULT,
  CANDIDATE_COUNT_MAX,
  type EvaluationResultOverview,
  type ResultStep,
} from '@/shared/contracts/evaluation-results';
import { summariseStep } from '../api/writes';

/**
 * The leader's summary of a step. With sheets missing, the leader may summarise by decision with a note;
 * on the last step the leader also says how many ranked offers become candidates. The platform judges it
 * (leader, order, sheets) and its refusal shows as the request layer's message.
 */
export function SummariseForm({
  view,
  step,
  onApplied,
}: {
  view: EvaluationResultOverview;
  step: ResultStep;
  onApplied: (v: EvaluationResultOverview) => void;
}) {
  const { t } = useTranslation('evaluation-results');
  const [force, setForce] = useState(false);
  const [note, setNote] = useState('');
  const [count, setCount] = useState(String(CANDIDATE_COUNT_DEFAULT));
  const [busy, setBusy] = useState(false);
  const missing = step.criteria.length > 0 && step.submittedBy.length < view.members.length;
  const last = view.steps.every((s) => s.code === step.code || s.status === '01');
  const earlierOpen = view.steps.some((s) => s.seq < step.seq && s.status === '00');
  if (earlierOpen) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const fresh = await summariseStep({
        projectId: view.project.id,
        stepCode: step.code,
        ...(force ? { force: true, note } : {}),
        ...(last ? { candidateCount: Number(count) } : {}),
      });
      notifySuccess(t('summarised'));
      onApplied(fresh);
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="summarise-form">
      {missing ? (
        <Checkbox.Root
          checked={force}
          onCheckedChange={(d) => setForce(d.checked === true)}
          data-testid="summarise-force"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('summariseForce')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      {force ? (
        <FormField label={t('summariseNote')} required>
          <Textarea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            data-testid="summarise-note"
          />
        </FormField>
      ) : null}
      {last ? (
        <FormField label={t('candidateCount')}>
          <NativeSelect.Root maxW="40">
            <NativeSelect.Field
              value={count}
              onChange={(e) => setCount(e.target.value)}
              data-testid="candidate-count"
            >
              {Array.from({ length: CANDIDATE_COUNT_MAX }, (_, i) => String(i + 1)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        minH="11"
        loading={busy}
        disabled={(missing && !force) || (force && note.trim() === '')}
        onClick={() => void submit()}
        data-testid="summarise"
      >
        {t('summarise')}
      </Button>
    </Stack>
  );
}
