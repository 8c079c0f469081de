import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGroupsQueryOptions } from '../api/search-groups';

/** Finds groups by name; opening one shows it with 'join' or 'ask to join'. */
export function GroupSearch() {
  const { t } = useTranslation('chat-more');
  const { t: tc } = useTranslation('chat');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const results = useQuery(searchGroupsQueryOptions(keyword));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
  };
  const stateOf = (myState: string | null) =>
    myState === '1' ? t('group.isMember') : myState === '0' ? tc('group.waitingApproval') : '';

  return (
    <Stack gap="1" p="3" borderBottomWidth="1px">
      <form onSubmit={submit}>
        <HStack>
          <Input
            size="sm"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('group.searchGroups')}
            aria-label={t('group.searchGroups')}
            data-testid="group-search-input"
          />
          <Button size="sm" type="submit" data-testid="group-search-submit">
            {t('group.search')}
          </Button>
        </HStack>
      </form>
      {keyword && results.data?.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('group.noGroupFound')}
        </Text>
      ) : null}
      {(results.data ?? []).map((group) => (
        <HStack
          key={group.id}
          as="button"
          px="2"
          py="1"
          textAlign="start"
          _hover={{ bg: 'bg.muted' }}
          onClick={() => void navigate({ to: '/evalChat/chat/group/$id', params: { id: group.id } })}
          data-testid="group-search-result"
        >
          <Text truncate fontWeight="medium" flex="1">
            {group.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {stateOf(group.myState)}
            {group.needCheck ? ` · ${t('group.approvalNeeded')}` : ''}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
