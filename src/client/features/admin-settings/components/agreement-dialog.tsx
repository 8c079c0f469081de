import { Input, Stack, Tabs, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type AgreementRecord,
  type SaveAgreementRequest,
  saveAgreementSchema,
} from '@/shared/contracts/admin-config-settings';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { saveAgreementMutationOptions } from '../api/save-agreement';
import { useSaveFlow } from '@/client/features/admin-common';
import {
  AGREEMENT_LANGUAGES,
  type AgreementLanguage,
  agreementFields,
  agreementFormValues,
  languagesWithErrors,
} from '../lib/agreement';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

const FIELDS = [
  'code',
  ...AGREEMENT_LANGUAGES.flatMap((lang) => Object.values(agreementFields(lang))),
] as (keyof SaveAgreementRequest)[];

interface AgreementDialogProps {
  /** The agreement to edit, 'new' to add one, null when closed. */
  editing: AgreementRecord | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function AgreementDialog({ editing, onClose, onSaved }: AgreementDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} size="xl" data-testid="agreement-edit-dialog">
      {editing ? <AgreementForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function AgreementForm({
  editing,
  onClose,
  onSaved,
}: AgreementDialogProps & { editing: AgreementRecord | 'new' }) {
  const { t } = useTranslation('admin-config-b-ui');
  const [tab, setTab] = useState<AgreementLanguage>('zh');
  const form = useForm<SaveAgreementRequest, unknown, z.output<typeof saveAgreementSchema>>({
    resolver: zodResolver(saveAgreementSchema),
    defaultValues: agreementFormValues(editing),
  });
  const { errors } = form.formState;
  const invalidTabs = languagesWithErrors(errors);
  const save = useSaveFlow({
    mutation: saveAgreementMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.agreements,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as keyof SaveAgreementRequest, { message }),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const builtIn = editing !== 'new' && editing.builtIn;
  // A rejected language the user is not looking at: show its tab.
  const onInvalid = (found: Partial<Record<string, unknown>>) => {
    const first = languagesWithErrors(found)[0];
    if (first && !languagesWithErrors(found).includes(tab)) setTab(first);
  };

  return (
    <DialogForm
      title={t(editing === 'new' ? 'agreement.add' : 'agreement.edit')}
      onSubmit={form.handleSubmit((values) => save.submit(values), onInvalid)}
      onClose={onClose}
      busy={save.busy}
    >
      <FormField
        label={t('agreement.code')}
        error={errors.code?.message}
        required
        helper={builtIn ? t('agreement.builtInCode') : undefined}
      >
        <Input {...form.register('code')} readOnly={builtIn} />
      </FormField>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as AgreementLanguage)}>
        <Tabs.List>
          {AGREEMENT_LANGUAGES.map((lang) => (
            <Tabs.Trigger
              key={lang}
              value={lang}
              color={invalidTabs.includes(lang) ? 'fg.error' : undefined}
              data-testid={`agreement-tab-${lang}`}
            >
              {t(`agreement.languages.${lang}`)}
              {invalidTabs.includes(lang) ? ' *' : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {AGREEMENT_LANGUAGES.map((lang) => {
          const fields = agreementFields(lang);
          return (
            <Tabs.Content key={lang} value={lang}>
              <Stack gap="4">
                <FormField label={t('agreement.titleField')} error={errors[fields.title]?.message} required>
                  <Input {...form.register(fields.title)} data-testid={`agreement-title-${lang}`} />
                </FormField>
                <FormField
                  label={t('agreement.content')}
                  error={errors[fields.content]?.message}
                  required
                  helper={t('agreement.contentHelp')}
                >
                  <Textarea
                    {...form.register(fields.content)}
                    rows={12}
                    data-testid={`agreement-content-${lang}`}
                  />
                </FormField>
              </Stack>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </DialogForm>
  );
}
