import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { type CommitteeDrawStateView, committeeDrawSchema } from '@/shared/contracts/committee-draw';
import { drawCommittee } from '../api/draw';

/** The random draw: a specialty of the library, how many, and how many could be drawn of each. */
export function DrawPanel({ projectId, state }: { projectId: string; state: CommitteeDrawStateView }) {
  const { t } = useTranslation('committee');
  const invalidate = useInvalidateTenders();
  const [specialty, setSpecialty] = useState('');
  const [count, setCount] = useState('3');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const mutation = useMutation({
    mutationFn: drawCommittee,
    onSuccess: async (_data, input) => {
      notifySuccess(t('draw.done', { count: input.count }));
      await invalidate();
    },
  });
  const options = state.pool.map((p) => ({
    value: p.specialty,
    label: `${t(`codes:supplierCategory.${p.specialty}`)} (${t('draw.available', { count: p.available })})`,
  }));
  const submit = () => {
    const parsed = committeeDrawSchema.safeParse({ projectId, specialty, count: Number(count) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setError(null);
    mutation.mutate(parsed.data);
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="committee-draw">
      <Text fontWeight="semibold">{t('draw.heading')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('draw.rule')}
      </Text>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
        <FormField label={t('draw.specialty')} error={errorOf('specialty')}>
          <FormSelect
            options={options}
            placeholder={t('draw.specialty')}
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
            data-testid="draw-specialty"
          />
        </FormField>
        <FormField label={t('draw.count')} error={errorOf('count')}>
          <Input
            size="sm"
            type="number"
            inputMode="numeric"
            min={1}
            max={9}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            data-testid="draw-count"
          />
        </FormField>
        <Button
          colorPalette="brand"
          size="sm"
          onClick={submit}
          loading={mutation.isPending}
          data-testid="draw-submit"
        >
          {t('draw.submit')}
        </Button>
      </Flex>
      {state.sealed && state.drawnCount > 0 ? (
        <Text fontSize="sm" data-testid="draw-sealed-note">
          {t('draw.sealedNote', { count: state.drawnCount })}
        </Text>
      ) : null}
    </Stack>
  );
}
