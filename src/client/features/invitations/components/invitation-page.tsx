import {
  Box,
  Button,
  Checkbox,
  chakra,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { invitationProjectsOptions, inviteSuppliers, listCandidates } from '../api/calls';
import { invitationKeys } from '../api/keys';
import { InvitationsPanel } from './invitations-panel';

interface InvitationPageProps {
  projectId: string | undefined;
  onProject(projectId: string): void;
}

/**
 * procurement/invitation (spec 001 section 2.9): for an invitation-only project (method 02) of my
 * organisation, pick suppliers from the supplier library; they are sent when the project is published
 * (at once if it is), and the list below shows who read the invitation and when.
 */
export function InvitationPage({ projectId, onProject }: InvitationPageProps) {
  const { t } = useTranslation('invitations');
  const projects = useQuery(invitationProjectsOptions());
  const choices = projects.data ?? [];
  return (
    <Stack gap="4" data-testid="invitation-page">
      <Stack gap="1">
        <Heading size="lg">{t('title')}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <Box maxW="lg">
        <chakra.label htmlFor="invitation-project" fontSize="sm" fontWeight="medium">
          {t('pickProject')}
        </chakra.label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id="invitation-project"
            value={projectId ?? ''}
            onChange={(e) => onProject(e.currentTarget.value)}
            data-testid="invitation-project"
          >
            <option value="">{t('pickProjectPlaceholder')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.projectCode})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {projects.data && choices.length === 0 ? (
        <Notice status="info" testId="invitation-no-projects">
          {t('noProjects')}
        </Notice>
      ) : null}
      {projectId ? (
        <>
          <Library key={projectId} projectId={projectId} />
          <Stack gap="2">
            <Heading size="md">{t('invitedList')}</Heading>
            <InvitationsPanel projectId={projectId} />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/** The supplier library: search, tick, invite. Already invited organisations are marked. */
function Library({ projectId }: { projectId: string }) {
  const { t } = useTranslation('invitations');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const candidates = useQuery({
    queryKey: [...invitationKeys.candidates(projectId), applied],
    queryFn: () =>
      listCandidates({ projectId, pageNo: 1, pageSize: 100, ...(applied ? { keyword: applied } : {}) }),
    staleTime: 0,
  });
  const invite = useMutation({
    mutationFn: () => inviteSuppliers(projectId, picked),
    onSuccess: () => {
      notifySuccess(t('invited', { count: picked.length }));
      setPicked([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TENDER_BUYER_KEY }),
  });
  const rows = candidates.data?.records ?? [];
  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...new Set([...now, id])] : now.filter((x) => x !== id)));
  return (
    <Stack gap="2" data-testid="invitation-library">
      <Heading size="md">{t('library')}</Heading>
      <HStack
        as="form"
        gap="2"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(keyword.trim());
        }}
      >
        <Input
          size="sm"
          maxW="xs"
          aria-label={t('keyword')}
          placeholder={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          data-testid="invitation-keyword"
        />
        <Button size="sm" type="submit" variant="outline">
          {t('actions.search')}
        </Button>
      </HStack>
      {candidates.error ? (
        <Notice status="error" testId="invitation-library-failed">
          {t('errors.loadFailed')}
        </Notice>
      ) : null}
      <Stack gap="1" maxH="80" overflowY="auto" borderWidth="1px" rounded="md" p="2">
        {rows.length === 0 && candidates.data ? <Text color="fg.muted">{t('libraryEmpty')}</Text> : null}
        {rows.map((row) => (
          <Checkbox.Root
            key={row.departId}
            disabled={row.invited}
            checked={row.invited || picked.includes(row.departId)}
            onCheckedChange={(e) => toggle(row.departId, !!e.checked)}
            data-testid="invitation-candidate"
            data-code={row.code}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {row.name} ({row.code}){row.invited ? ` · ${t('status.invited')}` : ''}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Button
        size={{ base: 'lg', md: 'sm' }}
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={picked.length === 0}
        loading={invite.isPending}
        onClick={() => invite.mutate()}
        data-testid="invitation-send"
      >
        {t('actions.invite', { count: picked.length })}
      </Button>
    </Stack>
  );
}
