import { Box, Button, chakra, Stack } from '@chakra-ui/react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Entry {
  id: string;
  title: string;
}

/**
 * Below md, a long profile form's sections as a list folded behind one button: a tap opens the list,
 * a second tap on a section scrolls to it. Reads the sections the form rendered (`Section` marks them).
 */
export function SectionNav({ form, ready }: { form: RefObject<HTMLElement | null>; ready: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<Entry[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again once the form and its language are shown
  useEffect(() => {
    const found = [...(form.current?.querySelectorAll<HTMLElement>('[data-profile-section]') ?? [])];
    setEntries(found.map((node) => ({ id: node.id, title: node.dataset.profileSection ?? '' })));
  }, [form, ready, i18n.language]);
  if (entries.length < 2) return null;
  return (
    <Box hideFrom="md" borderWidth="1px" rounded="md" data-testid="section-nav">
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        size="lg"
        aria-expanded={open}
        data-testid="section-nav-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {t('sectionNav')}
        <chakra.span aria-hidden transform={open ? 'rotate(180deg)' : undefined}>
          ▾
        </chakra.span>
      </Button>
      {open ? (
        <Stack as="nav" gap="0" pb="1" aria-label={t('sectionNav')}>
          {entries.map((entry) => (
            <chakra.a
              key={entry.id}
              href={`#${entry.id}`}
              display="flex"
              alignItems="center"
              minH="11"
              px="4"
              fontSize="sm"
              _hover={{ bg: 'bg.muted' }}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                document.getElementById(entry.id)?.scrollIntoView({ block: 'start' });
              }}
            >
              {entry.title}
            </chakra.a>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
