import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/client/ui/field-error';
import { notifySuccess } from '@/client/ui/toaster';
import { nameSchema } from '@/shared/validation/rules';
import { createGroup } from '../api/create-group';
import { friendsQueryOptions } from '../api/get-friends';
import { CHAT_KEYS } from '../api/keys';
import { refreshChats } from '../store/chat-runtime';

/**
 * A new group: its name, whether joining needs the owner's approval, whether newcomers read the
 * earlier messages, and members among friends.
 */
export function GroupCreate() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const friends = useQuery(friendsQueryOptions('1'));
  const [name, setName] = useState('');
  // Private by default: joining waits for the owner, and newcomers read from their join on.
  const [needCheck, setNeedCheck] = useState(true);
  const [shareHistory, setShareHistory] = useState(false);
  const [members, setMembers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      notifySuccess(t('group.created'));
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.groups });
      void refreshChats();
      void navigate({ to: '/evalChat/chat/group/$id', params: { id: group.id } });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = nameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'validation:required');
      return;
    }
    setError(null);
    create.mutate({ name: checked.data, needCheck, shareHistory, userIds: members });
  };

  const toggle = (id: string, on: boolean) =>
    setMembers((list) => (on ? [...list.filter((m) => m !== id), id] : list.filter((m) => m !== id)));

  return (
    <form noValidate onSubmit={submit} style={{ flex: 1 }} data-testid="group-create">
      <Stack p="6" gap="4" maxW="lg">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{t('group.name')}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} data-testid="group-name" />
          <FieldError message={error ?? undefined} />
        </Field.Root>
        <Checkbox.Root checked={needCheck} onCheckedChange={(d) => setNeedCheck(d.checked === true)}>
          <Checkbox.HiddenInput data-testid="group-need-check" />
          <Checkbox.Control />
          <Checkbox.Label>{t('group.needCheck')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={shareHistory} onCheckedChange={(d) => setShareHistory(d.checked === true)}>
          <Checkbox.HiddenInput data-testid="group-share-history" />
          <Checkbox.Control />
          <Checkbox.Label>{t('group.shareHistory')}</Checkbox.Label>
        </Checkbox.Root>
        <Stack gap="2">
          <Text fontWeight="medium">{t('group.pickMembers')}</Text>
          {(friends.data ?? []).map((row) => (
            <Checkbox.Root
              key={row.id}
              checked={members.includes(row.user.id)}
              onCheckedChange={(d) => toggle(row.user.id, d.checked === true)}
            >
              <Checkbox.HiddenInput data-testid="group-member" />
              <Checkbox.Control />
              <Checkbox.Label>{row.user.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={create.isPending}
          data-testid="group-create-submit"
        >
          {t('group.create')}
        </Button>
      </Stack>
    </form>
  );
}
