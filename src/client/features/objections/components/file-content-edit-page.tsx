import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftAttachment } from '@/client/data/db-schema';
import { useDraft } from '@/client/data/use-draft';
import { PageFrame } from '@/client/features/tender-common';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { OBJECTION_DRAFT_KEY, OBJECTION_FORM_ID, type ObjectionFormValues } from '../api/queue-objection';
import { useAnswerDraft } from '../hooks/use-answer-draft';
import { EMPTY_LETTER } from '../hooks/use-objection-form';
import { LetterEditor } from './letter-editor';

export interface FileContentEditPageProps {
  userId: string;
  /** 'letter': the supplier's objection letter; 'answer': the buyer side's answer to objection `id`. */
  target: 'letter' | 'answer';
  id: string;
  onBack(): void;
}

/**
 * /clarification/fileContent-edit: a full-page rich-text editor for the letter or an answer. It edits
 * the same draft on the device as objection-add / objection-edit, so going back finds the text there
 * (sent from that screen; the server cleans it).
 */
export function FileContentEditPage(props: FileContentEditPageProps) {
  const { t } = useTranslation('objections');
  if (props.target === 'answer' && !props.id)
    return (
      <PageFrame title={t('titles.fileContentEdit')} testId="file-content-edit-page">
        <Notice status="info" testId="objection-pick">
          {t('detail.pick')}
        </Notice>
      </PageFrame>
    );
  return props.target === 'answer' ? <AnswerEditor {...props} /> : <LetterFullEditor {...props} />;
}

function Frame({
  children,
  onBack,
  flush,
}: {
  children: React.ReactNode;
  onBack(): void;
  flush(): Promise<void>;
}) {
  const { t } = useTranslation('objections');
  return (
    <PageFrame
      title={t('titles.fileContentEdit')}
      intro={t('fileEdit.intro')}
      testId="file-content-edit-page"
    >
      <Stack gap="4" minW="0" css={{ '& .ProseMirror, & [contenteditable]': { minHeight: '50vh' } }}>
        {children}
        <FormActionBar>
          <Button
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            onClick={() => void flush().then(onBack)}
            data-testid="file-edit-back"
          >
            {t('actions.backToForm')}
          </Button>
        </FormActionBar>
      </Stack>
    </PageFrame>
  );
}

function LetterFullEditor({ userId, onBack }: FileContentEditPageProps) {
  const { t } = useTranslation('objections');
  const [values, setValues] = useState<ObjectionFormValues>(EMPTY_LETTER);
  const [files, setFiles] = useState<readonly DraftAttachment[]>([]);
  const [editorKey, setEditorKey] = useState(0);
  const fill = useCallback((data: Partial<ObjectionFormValues>) => {
    setValues((v) => ({ ...v, ...data }));
    if (typeof data.contentHtml === 'string') setEditorKey((k) => k + 1);
  }, []);
  const draft = useDraft<ObjectionFormValues>({
    userId,
    draftKey: OBJECTION_DRAFT_KEY,
    formId: OBJECTION_FORM_ID,
    value: values,
    attachments: files,
    onRestore: (data, _at, attachments) => {
      fill(data);
      setFiles(attachments);
    },
    onRemote: ({ contentHtml: _text, ...plain }) => fill(plain),
  });
  return (
    <Frame onBack={onBack} flush={draft.flush}>
      {values.title ? <Text fontWeight="semibold">{values.title}</Text> : null}
      <LetterEditor
        key={editorKey}
        initialHtml={values.contentHtml}
        label={t('fields.content')}
        onChange={(html) => setValues((v) => ({ ...v, contentHtml: html }))}
        testId="file-content-editor"
      />
    </Frame>
  );
}

function AnswerEditor({ userId, id, onBack }: FileContentEditPageProps) {
  const { t } = useTranslation('objections');
  const { answerHtml, setAnswerHtml, editorKey, draft } = useAnswerDraft(userId, id);
  return (
    <Frame onBack={onBack} flush={draft.flush}>
      <LetterEditor
        key={editorKey}
        initialHtml={answerHtml}
        label={t('fields.answer')}
        onChange={setAnswerHtml}
        testId="file-content-editor"
      />
    </Frame>
  );
}
