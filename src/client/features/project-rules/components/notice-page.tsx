import { Button, Center, Input, Spinner, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQueryOptions } from '@/client/features/projects/queries';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { projectNoticeSaveSchema } from '@/shared/contracts/project-rules';
import { rulesQueryOptions, saveNotice } from '../api/rules';
import { ProjectHeader } from './project-header';

// The editor (Tiptap and ProseMirror) loads only when this screen opens.
const NoticeEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));

/** /procurement/procurementNotice?projectId=…: the notice published with the project. */
export function NoticePage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const project = useQuery(projectQueryOptions(projectId));
  const rules = useQuery(rulesQueryOptions(projectId));
  const editable = project.data?.status === P.DRAFT || project.data?.status === P.PUBLISHED;
  return (
    <Stack gap="4" maxW="5xl" data-testid="notice-page">
      <ProjectHeader title={t('titles.notice')} project={project.data} here="notice" />
      {project.isPending || rules.isPending ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : !project.data || !rules.data ? (
        <Notice status="warning" testId="notice-unavailable">
          {t('page.unavailable')}
        </Notice>
      ) : !editable ? (
        <Notice status="info" testId="notice-not-editable">
          {t('page.notEditable')}
        </Notice>
      ) : (
        <NoticeForm
          key={projectId}
          projectId={projectId}
          published={project.data.status === P.PUBLISHED}
          title={rules.data.noticeTitle ?? project.data.name}
          html={rules.data.noticeHtml ?? ''}
        />
      )}
    </Stack>
  );
}

type FieldErr = { type?: string; message: string };

function NoticeForm(props: { projectId: string; published: boolean; title: string; html: string }) {
  const { t } = useTranslation('project-rules');
  const invalidate = useInvalidateTenders();
  const time = useBusinessTimeText();
  const [title, setTitle] = useState(props.title);
  const [html, setHtml] = useState(props.html);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'html', FieldErr>>>({});
  const mutation = useMutation({
    mutationFn: saveNotice,
    onSuccess: async (result) => {
      notifySuccess(
        result.amendment
          ? t('done.amended', {
              version: result.amendment.version,
              quoteEnd: time(result.amendment.newQuoteEndTime),
            })
          : t('done.noticeSaved'),
      );
      await invalidate();
    },
    onError: (error) =>
      showServerError(error, ['title', 'html'], (field, message) =>
        setErrors({ [field]: { type: SERVER_ERROR_TYPE, message } }),
      ),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = projectNoticeSaveSchema.safeParse({ projectId: props.projectId, title, html });
    if (!parsed.success) {
      const found: Partial<Record<'title' | 'html', FieldErr>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as 'title' | 'html'] ??= { message: issue.message };
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="notice-form">
      <Stack gap="4">
        {props.published ? (
          <Notice status="warning" testId="notice-amendment-notice">
            {t('page.amendmentHint')}
          </Notice>
        ) : null}
        <FormField label={t('fields.noticeTitle')} required error={errors.title}>
          <Input
            size="sm"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="notice-title"
          />
        </FormField>
        <FormField label={t('fields.noticeText')} required error={errors.html}>
          <Suspense
            fallback={
              <Center py="10">
                <Spinner />
              </Center>
            }
          >
            <NoticeEditor initialHtml={props.html} label={t('fields.noticeText')} onChange={setHtml} />
          </Suspense>
        </FormField>
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="notice-save"
          >
            {props.published ? t('actions.saveAmendment') : t('actions.save')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
