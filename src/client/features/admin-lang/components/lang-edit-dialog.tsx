import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/codes/constants';
import { addOrUpdateLangSchema, type LangRecord } from '@/shared/contracts/admin-config-lang';
import { saveLang } from '../api/save-lang';
import { useFormMutation } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

/** One key in one language being given an override. */
export interface LangTarget {
  record: LangRecord;
  lang: Language;
}

interface LangValues {
  lang: Language;
  namespace: string;
  key: string;
  value: string;
}

const resolver = zodResolver(addOrUpdateLangSchema, undefined, {
  raw: true,
}) as unknown as Resolver<LangValues>;

export function LangEditDialog(props: { target: LangTarget | null; onClose(): void; onSaved(): void }) {
  return props.target ? <LangEditForm {...props} target={props.target} /> : null;
}

function LangEditForm({
  target,
  onClose,
  onSaved,
}: {
  target: LangTarget;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin-config-a-ui');
  const { record, lang } = target;
  const form = useForm<LangValues>({
    resolver,
    defaultValues: { lang, namespace: record.namespace, key: record.key, value: record.values[lang] },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormMutation({ form, mutationFn: saveLang, onDone: onSaved });
  const bundled = record.bundled[lang];

  return (
    <FormDialog open onClose={onClose} busy={busy} data-testid="lang-form">
      <DialogForm
        title={t('lang.editTitle', { language: t(`lang.languages.${lang}`) })}
        onSubmit={submit}
        onClose={onClose}
        busy={busy}
      >
        <FormField label={t('lang.fields.key')}>
          <Text fontFamily="mono" fontSize="sm" data-testid="lang-form-key">
            {record.namespace}:{record.key}
          </Text>
        </FormField>
        <FormField label={t('lang.fields.bundled')}>
          <Text fontSize="sm" color={bundled === null ? 'fg.muted' : undefined}>
            {bundled ?? t('lang.noBundled')}
          </Text>
        </FormField>
        <FormField label={t('lang.fields.override')} error={errors.value} required>
          <Textarea size="sm" rows={3} {...form.register('value')} autoFocus data-testid="lang-value" />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
