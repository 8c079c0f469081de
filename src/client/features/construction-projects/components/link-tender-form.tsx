import { Button, HStack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { constructionKeys } from '../api/keys';
import { linkCandidatesQueryOptions } from '../api/reads';
import { linkTender } from '../api/writes';

/** Picks one of the organisation's unlinked tender projects and links it to the construction project. */
export function LinkTenderForm({ id, onLinked }: { id: string; onLinked(): void }) {
  const { t } = useTranslation('construction');
  const queryClient = useQueryClient();
  const candidates = useQuery(linkCandidatesQueryOptions(id));
  const [picked, setPicked] = useState('');
  const mutation = useMutation({
    mutationFn: linkTender,
    onSuccess: async () => {
      setPicked('');
      notifySuccess(t('correlation.linked'));
      await queryClient.invalidateQueries({ queryKey: constructionKeys.all });
      onLinked();
    },
  });
  const options = (candidates.data ?? []).map((c) => ({ value: c.id, label: `${c.projectCode} ${c.name}` }));
  return (
    <HStack align="flex-end" gap="3" wrap="wrap" data-testid="link-tender-form">
      <FormField
        label={t('correlation.pick')}
        helper={options.length === 0 ? t('correlation.noCandidates') : undefined}
      >
        <FormSelect
          options={options}
          placeholder={t('correlation.pickPlaceholder')}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          data-testid="link-tender-select"
        />
      </FormField>
      <Button
        size="sm"
        minH="8"
        colorPalette="brand"
        disabled={!picked}
        loading={mutation.isPending}
        onClick={() => mutation.mutate({ id, projectId: picked, linked: true })}
        data-testid="link-tender-submit"
      >
        {t('correlation.link')}
      </Button>
    </HStack>
  );
}
