import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGroupsQueryOptions } from '../api/search-groups';
import { SearchBox } from './search-box';

/** Finds groups by name; opening one shows it with 'join' or 'ask to join'. */
export function GroupSearch() {
  const { t } = useTranslation('chat-more');
  const { t: tc } = useTranslation('chat');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const results = useQuery(searchGroupsQueryOptions(keyword));

  const stateOf = (myState: string | null) =>
    myState === '1' ? t('group.isMember') : myState === '0' ? tc('group.waitingApproval') : '';

  return (
    <Stack gap="1" p="3" borderBottomWidth="1px">
      <SearchBox
        label={t('group.searchGroups')}
        buttonLabel={t('group.search')}
        onSearch={setKeyword}
        inputTestId="group-search-input"
        submitTestId="group-search-submit"
      />
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
