import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { executeScheme } from '@/client/features/schemes';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { notifySuccess } from '@/client/ui/toaster';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { initiationOptions } from '../api/calls';
import { ReadyPackages } from './ready-packages';

/**
 * /bidding/bidProjectStep-add: start a project from an approved scheme (executing it makes one draft
 * project per package, then its base-info form opens) or from scratch (the base-info form, empty).
 */
export function InitiationAddPage({ schemeId }: { schemeId?: string | undefined }) {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const invalidate = useInvalidateTenders();
  const ready = useQuery(initiationOptions());
  const rows = useMemo(
    () => (ready.data?.ready ?? []).filter((r) => !schemeId || r.schemeId === schemeId),
    [ready.data, schemeId],
  );
  const schemes = useMemo(() => {
    const seen = new Map<string, { id: string; name: string; code: string; version: number }>();
    for (const r of rows)
      seen.set(r.schemeId, {
        id: r.schemeId,
        name: r.schemeName,
        code: r.schemeCode,
        version: r.schemeVersion,
      });
    return [...seen.values()];
  }, [rows]);
  const execute = useMutation({
    mutationFn: executeScheme,
    onSuccess: async (scheme) => {
      notifySuccess(t('initiation.executed', { count: scheme.projects.length }));
      await invalidate();
      const first = scheme.projects[0];
      if (first) void navigate({ to: TENDER_ROUTES.projectEdit, search: { id: first.id } });
      else void navigate({ to: R.initiation });
    },
  });
  return (
    <Stack gap="5" maxW="5xl" data-testid="initiation-add-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{t('titles.initiationAdd')}</Heading>
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: R.initiation })}>
          {t('actions.back')}
        </Button>
      </HStack>
      <Text color="fg.muted">{t('initiation.chooseHint')}</Text>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('actions.fromScheme')}</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <ReadyPackages rows={rows} />
            {schemes.map((scheme) => (
              <HStack key={scheme.id} justify="space-between" wrap="wrap" gap="2">
                <Text>
                  {scheme.code} {scheme.name}
                </Text>
                <Button
                  size="sm"
                  colorPalette="brand"
                  loading={execute.isPending && execute.variables?.id === scheme.id}
                  onClick={() => execute.mutate({ id: scheme.id, version: scheme.version })}
                  data-testid="initiation-execute"
                >
                  {t('actions.execute')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('actions.fromScratch')}</Heading>
        </Card.Header>
        <Card.Body>
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            variant="outline"
            onClick={() => void navigate({ to: TENDER_ROUTES.projectEdit, search: {} })}
            data-testid="initiation-scratch"
          >
            {t('actions.fromScratch')}
          </Button>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
