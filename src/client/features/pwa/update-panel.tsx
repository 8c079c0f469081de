import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate } from './register-sw';

/** Offers the new version; 'Later' keeps the running one until the next start. */
export function UpdatePanel({ updating }: { updating: boolean }) {
  const { t } = useTranslation('pwa');
  return (
    <Box
      position="fixed"
      insetX="4"
      bottom="4"
      mx="auto"
      maxW="md"
      zIndex="toast"
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="lg"
      p="4"
    >
      <Stack gap="3">
        <Stack gap="1">
          <Text fontWeight="semibold">{t('update.title')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('update.description')}
          </Text>
        </Stack>
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" size="sm" onClick={dismissUpdate} disabled={updating}>
            {t('update.later')}
          </Button>
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => void applyUpdate()}
            loading={updating}
            loadingText={t('update.applying')}
          >
            {t('update.apply')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
