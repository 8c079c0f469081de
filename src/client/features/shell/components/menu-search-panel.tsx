import {
  Box,
  createRecipeContext,
  type HTMLChakraProps,
  HStack,
  type RecipeProps,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@/shared/contracts/menus';
import { type MenuHit, searchMenu } from '../store/menu-tree';
import { MenuIcon } from './icons';

// Chakra's Input styled by the same recipe on a plain input: its Field wiring (unused here, there is no
// Field.Root) would bring ark's field and textarea code into the first screen with the shell.
const Input = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  HTMLChakraProps<'input'> & RecipeProps<'input'>
>('input');

/** Spec 2.5: entries whose label starts with the typed text, with path and icon; Esc closes. */
export function MenuSearchPanel({ menus, onClose }: { menus: readonly MenuEntry[]; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [index, setIndex] = useState(0);
  const hits = useMemo(() => searchMenu(menus, text), [menus, text]);

  const close = () => {
    setText('');
    setIndex(0);
    onClose();
  };
  const go = (hit: MenuHit | undefined) => {
    if (!hit) return;
    close();
    void navigate({ href: hit.href });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'Enter') go(hits[index]);
    else if (event.key === 'ArrowDown') setIndex((i) => Math.min(i + 1, Math.max(hits.length - 1, 0)));
    else if (event.key === 'ArrowUp') setIndex((i) => Math.max(i - 1, 0));
    else return;
    event.preventDefault();
  };

  return (
    <Box position="relative" w={{ base: 'full', md: '64' }}>
      <Input
        size="sm"
        autoFocus
        role="combobox"
        aria-expanded={text.trim() !== ''}
        aria-controls="menu-search-results"
        aria-label={t('search.placeholder')}
        placeholder={t('search.placeholder')}
        data-testid="menu-search-input"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setIndex(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {text.trim() ? (
        <Stack
          id="menu-search-results"
          role="listbox"
          data-testid="menu-search-results"
          position="absolute"
          top="100%"
          insetStart="0"
          mt="1"
          w={{ base: 'full', md: '80' }}
          maxH="80"
          overflowY="auto"
          gap="0"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          zIndex="dropdown"
        >
          {hits.length === 0 ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {t('search.noResults')}
            </Text>
          ) : (
            hits.map((hit, i) => (
              <HStack
                key={hit.id}
                role="option"
                aria-selected={i === index}
                data-testid="menu-search-result"
                px="3"
                py="2"
                cursor="pointer"
                bg={i === index ? 'brand.subtle' : undefined}
                // Keeps the focus in the input, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setIndex(i)}
                onClick={() => go(hit)}
              >
                <MenuIcon icon={hit.icon} color="brand.fg" />
                <Stack gap="0" minW="0">
                  <Text fontSize="sm">{hit.label}</Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {hit.path}
                  </Text>
                </Stack>
              </HStack>
            ))
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
