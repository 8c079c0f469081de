import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { cloneElement } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../store/tabs-store';
import { DeferredPopup, LazyActionMenu } from './deferred-popup';

/** Who is signed in, as the route hands it to the shell. */
export interface ShellUser {
  id: string;
  name: string;
  /** Current organisation and role, already translated. */
  organisation: string;
  role: string;
  roleId: string;
  /** The administrator acting as this user, when one is. */
  proxyAdminName: string | null;
}

/** An entry of the user dropdown that another feature provides (switch organisation, lock, log out). */
export interface ShellUserAction {
  id: string;
  label: string;
  onSelect(): void;
}

const HOME_ACTION = 'shell-home';

export function UserMenu({ user, actions }: { user: ShellUser; actions: readonly ShellUserAction[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const select = (value: string) => {
    if (value === HOME_ACTION) void navigate({ href: HOME_PATH });
    else actions.find((action) => action.id === value)?.onSelect();
  };
  const items = [
    { value: HOME_ACTION, label: t('user.home') },
    ...actions.map((action) => ({ value: action.id, label: action.label })),
  ];
  const trigger = (
    <Button variant="ghost" size="sm" data-testid="user-menu" title={user.name} minW="0">
      <Box as="span" truncate maxW={{ base: '24', md: '48' }}>
        {user.name}
      </Box>
    </Button>
  );
  return (
    <HStack gap={{ base: '1', md: '3' }} flexShrink="0" whiteSpace="nowrap">
      {user.proxyAdminName ? (
        <Badge
          colorPalette="orange"
          variant="solid"
          data-testid="proxy-marker"
          maxW={{ base: '20', md: '72' }}
          truncate
          title={t('user.proxy', { user: user.name, admin: user.proxyAdminName })}
        >
          {t('user.proxy', { user: user.name, admin: user.proxyAdminName })}
        </Badge>
      ) : null}
      <HStack gap="2" fontSize="sm" color="fg.muted" hideBelow="md">
        <Text data-testid="top-bar-org" maxW="48" truncate title={user.organisation}>
          {user.organisation}
        </Text>
        <Text maxW="40" truncate title={user.role}>
          {user.role}
        </Text>
      </HStack>
      <DeferredPopup
        bare={(request) => cloneElement(trigger, { onClick: () => request({}) })}
        full={(requested) => (
          <LazyActionMenu trigger={trigger} requested={requested} items={items} onSelect={select} />
        )}
      />
    </HStack>
  );
}
