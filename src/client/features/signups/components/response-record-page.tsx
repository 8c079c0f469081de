import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { type SignupRecordInput, signupRecordSchema } from '@/shared/contracts/supplier-response';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { recordSignup, supplierOptionsQueryOptions } from '../api/response';
import { ResponseFrame } from './response-frame';

const OPEN = [PURCHASE_STATUS.PUBLISHED] as const;
const FIELDS = [
  'projectId',
  'supplierDepartId',
  'contactName',
  'contactPhone',
  'contactEmail',
  'remark',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * /procurement/contactInfoAdd: the buyer side records a signup received offline (paper, phone) for a
 * supplier organisation of the library; the server approves it at once in the actor's name.
 */
export function SignupRecordPage({ projectId = '' }: { projectId?: string | undefined }) {
  const { t } = useTranslation('supplier-response');
  const navigate = useNavigate();
  const invalidate = useInvalidateTenders();
  const projects = useProjectOptions(OPEN, true);
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword);
  const suppliers = useQuery(supplierOptionsQueryOptions(search));
  // One key per submission: a retried click is stored once; a new submission after success gets a new key.
  const key = useRef(crypto.randomUUID());
  const { register, handleSubmit, setError, formState } = useForm<SignupRecordInput>({
    resolver: zodResolver(signupRecordSchema),
    defaultValues: {
      projectId,
      supplierDepartId: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      remark: '',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: SignupRecordInput) => recordSignup(values, key.current),
    onSuccess: async (signup) => {
      key.current = crypto.randomUUID();
      notifySuccess(t('done.recorded'));
      await invalidate();
      void navigate({ to: R.contactInfoAudit, search: { id: signup.id } });
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        setError(field as Field, { type: SERVER_ERROR_TYPE, message }),
      ),
  });
  const errors = formState.errors;
  const supplierOptions = (suppliers.data ?? []).map((s) => ({
    value: s.id,
    label: s.creditCode ? `${s.name} (${s.creditCode})` : s.name,
  }));
  return (
    <ResponseFrame step={1} title={t('titles.add')} projectId={projectId} testId="response-record">
      <Text color="fg.muted">{t('add.intro')}</Text>
      {!projects.loading && projects.options.length === 0 ? (
        <Notice status="info" testId="response-record-no-project">
          {t('add.noProject')}
        </Notice>
      ) : null}
      <form
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        noValidate
        data-testid="response-record-form"
      >
        <Stack gap="4" maxW="640px">
          <FormField label={t('fields.project')} error={errors.projectId} required>
            <FormSelect
              {...register('projectId')}
              options={projects.options}
              placeholder={t('add.pickProject')}
              data-testid="record-project"
            />
          </FormField>
          <FormField label={t('fields.supplierSearch')}>
            <Input
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              data-testid="record-supplier-search"
            />
          </FormField>
          <FormField
            label={t('fields.supplier')}
            error={errors.supplierDepartId}
            required
            helper={suppliers.isSuccess && supplierOptions.length === 0 ? t('add.noSupplier') : undefined}
          >
            <FormSelect
              {...register('supplierDepartId')}
              options={supplierOptions}
              placeholder={t('add.pickSupplier')}
              data-testid="record-supplier"
            />
          </FormField>
          <FormField label={t('fields.contactName')} error={errors.contactName} required>
            <Input {...register('contactName')} autoComplete="name" data-testid="record-contact-name" />
          </FormField>
          <FormField label={t('fields.contactPhone')} error={errors.contactPhone} required>
            <Input {...register('contactPhone')} inputMode="tel" data-testid="record-contact-phone" />
          </FormField>
          <FormField label={t('fields.contactEmail')} error={errors.contactEmail} required>
            <Input {...register('contactEmail')} type="email" data-testid="record-contact-email" />
          </FormField>
          <FormField label={t('fields.remark')} error={errors.remark}>
            <Textarea {...register('remark')} rows={3} data-testid="record-remark" />
          </FormField>
          <Stack direction="row" justify="flex-end">
            <Button
              type="submit"
              colorPalette="brand"
              size={{ base: 'lg', md: 'sm' }}
              loading={mutation.isPending}
              data-testid="record-submit"
            >
              {t('actions.record')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </ResponseFrame>
  );
}
