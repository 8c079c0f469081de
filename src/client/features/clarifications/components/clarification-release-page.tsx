import { Button, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { clarificationReleaseSchema } from '@/shared/contracts/tenders';
import { type ClarificationRelease, releaseClarification } from '../api/release-clarification';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { useProjectOptions } from '@/client/features/projects';

interface Values {
  projectId: string;
  title: string;
  content: string;
}
const FIELDS = ['projectId', 'title', 'content'] as const;
const PUBLISHED: readonly string[] = [PURCHASE_STATUS.PUBLISHED];

interface ClarificationReleasePageProps {
  projectId?: string | undefined;
  /** After the release (with its project) or to leave without one. */
  onDone(projectId?: string): void;
}

/** /procurement/procClarificationReleaseAdd: release a clarification to a published project. */
export function ClarificationReleasePage({ projectId = '', onDone }: ClarificationReleasePageProps) {
  const { t } = useTranslation('tender-buyer');
  const { options, loading } = useProjectOptions(PUBLISHED, true);
  return (
    <Stack gap="4" maxW="3xl" data-testid="clarification-release-page">
      <HStack justify="space-between">
        <Heading size="lg">{t('titles.clarificationRelease')}</Heading>
        <Button size="sm" variant="outline" onClick={() => onDone(projectId || undefined)}>
          {t('actions.back')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('clarifications.releaseHint')}
      </Text>
      {/* The select keeps the chosen project only if its option exists when the form mounts. */}
      {loading ? (
        <Spinner size="sm" />
      ) : (
        <ReleaseForm projectId={projectId} options={options} onDone={onDone} />
      )}
    </Stack>
  );
}

function ReleaseForm({
  projectId,
  options,
  onDone,
}: {
  projectId: string;
  options: { value: string; label: string }[];
  onDone(projectId?: string): void;
}) {
  const { t } = useTranslation('tender-buyer');
  const invalidate = useInvalidateTenders();
  const form = useForm<Values, unknown, ClarificationRelease>({
    resolver: zodResolver(clarificationReleaseSchema) as unknown as Resolver<
      Values,
      unknown,
      ClarificationRelease
    >,
    defaultValues: { projectId, title: '', content: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: releaseClarification,
    onSuccess: async (_saved, input) => {
      notifySuccess(t('done.released'));
      await invalidate();
      onDone(input.projectId);
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        form.setError(field as (typeof FIELDS)[number], {
          type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE,
          message,
        }),
      ),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="4">
        <FormField label={t('fields.project')} required error={errors.projectId}>
          <FormSelect
            options={options}
            placeholder={t('clarifications.chooseProject')}
            {...form.register('projectId')}
          />
        </FormField>
        <FormField label={t('fields.title')} required error={errors.title}>
          <Input size="sm" {...form.register('title')} />
        </FormField>
        <FormField label={t('fields.content')} required error={errors.content}>
          <Textarea size="sm" rows={8} {...form.register('content')} />
        </FormField>
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="clarification-release"
          >
            {t('actions.release')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
