import { Button, Center, Checkbox, Input, Spinner, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { showServerError } from '@/client/lib/form-server-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { notifySuccess } from '@/client/ui/toaster';
import { evaluationTasksQueryOptions } from '@/client/features/evaluation/queries';
import { PageFrame } from '@/client/features/tender-common';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { EvaluationClarificationView } from '@/shared/contracts/evaluation-clarifications';
import { evaluationClarificationKeys } from '../api/keys';
import { biddersQueryOptions } from '../api/reads';
import { askClarification } from '../api/writes';

const QuestionEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));
const FIELDS = ['projectId', 'supplierDepartId', 'questionHtml', 'replyDeadline'] as const;
type Field = (typeof FIELDS)[number];

interface AskPageProps {
  projectId?: string | undefined;
  onDone(asked?: EvaluationClarificationView): void;
}

/**
 * /clarification/procEvaluateClarifyAdd: an expert of the committee asks a bidder of a project in
 * evaluation, with a reply deadline (server time) and whether the reply touches the price (then the
 * bidder's reply is sealed and only the committee opens it).
 */
export function AskPage({ projectId: initialProject = '', onDone }: AskPageProps) {
  const { t } = useTranslation('evaluation-clarifications');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const queryClient = useQueryClient();
  const tasks = useQuery(evaluationTasksQueryOptions(userId));
  const [projectId, setProjectId] = useState(initialProject);
  const bidders = useQuery(biddersQueryOptions(projectId));
  const [supplierDepartId, setSupplier] = useState('');
  const [questionHtml, setQuestion] = useState('');
  const [replyDeadline, setDeadline] = useState('');
  const [touchesPrice, setTouchesPrice] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, { type: string; message: string }>>>({});
  const projects = (tasks.data?.tasks ?? []).filter(
    (task) => task.projectStatus === PURCHASE_STATUS.EVALUATING,
  );
  const mutation = useMutation({
    mutationFn: () =>
      askClarification({ projectId, supplierDepartId, questionHtml, replyDeadline, touchesPrice }),
    onSuccess: async (asked) => {
      notifySuccess(t('done.asked'));
      await queryClient.invalidateQueries({ queryKey: evaluationClarificationKeys.all });
      onDone(asked);
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        setErrors((old) => ({
          ...old,
          [field]: { type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE, message },
        })),
      ),
  });
  const submit = () => {
    const missing: Partial<Record<Field, { type: string; message: string }>> = {};
    for (const [field, value] of [
      ['projectId', projectId],
      ['supplierDepartId', supplierDepartId],
      ['replyDeadline', replyDeadline],
    ] as const) {
      if (!value) missing[field] = { type: 'validate', message: 'validation:required' };
    }
    setErrors(missing);
    if (Object.keys(missing).length === 0) mutation.mutate();
  };
  return (
    <PageFrame title={t('titles.ask')} intro={t('intro.ask')} testId="eval-clarification-ask-page">
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onDone()}>
        {t('actions.back')}
      </Button>
      {tasks.isLoading ? (
        <Spinner size="sm" />
      ) : (
        <Stack gap="4" maxW="3xl">
          <FormField label={t('fields.project')} required error={errors.projectId}>
            <FormSelect
              aria-label={t('fields.project')}
              data-testid="eval-clarification-project"
              value={projectId}
              onChange={(e) => {
                setProjectId(e.target.value);
                setSupplier('');
              }}
              placeholder={projects.length ? t('ask.chooseProject') : t('ask.noProject')}
              options={projects.map((task) => ({
                value: task.projectId,
                label: `${task.projectName} (${task.projectCode})`,
              }))}
            />
          </FormField>
          <FormField label={t('fields.supplier')} required error={errors.supplierDepartId}>
            <FormSelect
              aria-label={t('fields.supplier')}
              data-testid="eval-clarification-bidder"
              value={supplierDepartId}
              onChange={(e) => setSupplier(e.target.value)}
              placeholder={t('ask.chooseBidder')}
              options={(bidders.data ?? []).map((b) => ({ value: b.departId, label: b.name }))}
            />
          </FormField>
          <FormField label={t('fields.question')} required error={errors.questionHtml}>
            <Suspense
              fallback={
                <Center py="10">
                  <Spinner />
                </Center>
              }
            >
              <QuestionEditor
                initialHtml=""
                label={t('fields.question')}
                onChange={setQuestion}
                testId="eval-clarification-question-editor"
              />
            </Suspense>
          </FormField>
          <FormField
            label={t('fields.replyDeadline')}
            required
            error={errors.replyDeadline}
            helper={t('ask.deadlineHelp')}
          >
            <Input
              size={DATE_INPUT_SIZE}
              type="datetime-local"
              aria-label={t('fields.replyDeadline')}
              data-testid="eval-clarification-deadline-input"
              value={replyDeadline}
              onChange={(e) => setDeadline(e.target.value)}
            />
          </FormField>
          <Checkbox.Root
            checked={touchesPrice}
            onCheckedChange={(d) => setTouchesPrice(d.checked === true)}
            data-testid="eval-clarification-touches-price"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('ask.touchesPrice')}</Checkbox.Label>
          </Checkbox.Root>
          <FormActionBar justify="flex-end">
            <Button
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              loading={mutation.isPending}
              onClick={submit}
              data-testid="eval-clarification-ask-send"
            >
              {t('actions.askSend')}
            </Button>
          </FormActionBar>
        </Stack>
      )}
    </PageFrame>
  );
}
