import { Avatar, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { groupsQueryOptions } from '../api/get-groups';
import { GroupSearch } from './group-search';

/** Menu 02: the user's groups and the way to make a new one. */
export function GroupPanel() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string };
  const groups = useQuery(groupsQueryOptions());

  return (
    <Box
      w={{ base: 'full', md: '72' }}
      flexShrink={0}
      borderRightWidth={{ base: '0', md: '1px' }}
      overflowY="auto"
      data-testid="group-panel"
    >
      <HStack p="3" borderBottomWidth="1px">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void navigate({ to: '/evalChat/chat/group/new' })}
          data-testid="group-new"
        >
          {t('group.new')}
        </Button>
      </HStack>
      <GroupSearch />
      {groups.data?.length === 0 ? (
        <Text p="3" fontSize="sm" color="fg.muted">
          {t('group.empty')}
        </Text>
      ) : null}
      <Stack gap="0">
        {(groups.data ?? []).map((group) => (
          <HStack
            key={group.id}
            as="button"
            px="3"
            py="2"
            gap="3"
            textAlign="start"
            bg={params.id === group.id ? 'bg.emphasized' : undefined}
            _hover={{ bg: 'bg.muted' }}
            onClick={() => void navigate({ to: '/evalChat/chat/group/$id', params: { id: group.id } })}
            data-testid="group-item"
          >
            <Avatar.Root size="sm">
              <Avatar.Fallback name={group.name} />
            </Avatar.Root>
            <Box minW="0">
              <Text truncate fontWeight="medium">
                {group.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {group.myState === '0'
                  ? t('group.waitingApproval')
                  : t('group.memberCount', { count: group.memberCount })}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
