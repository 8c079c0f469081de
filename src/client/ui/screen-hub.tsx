import { Box, Card, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMenuGrants } from './menu-grants';

export interface ScreenHubItem {
  /** The child screen's path (/procurement/procClarificationList). */
  to: string;
  /** i18n key of its name, with its namespace ('clarifications:hub.list'). */
  labelKey: string;
  descriptionKey?: string;
  /**
   * The menu path that grants this screen when it is not a menu entry itself (an add or detail screen
   * reached from a list): shown when the menu has that path. Default: `to`.
   */
  grantedBy?: string;
  /** Search parameters of the link (a projectId carried from the hub's own address). */
  search?: Record<string, string>;
}

export interface ScreenHubProps {
  /** i18n key of the hub's heading (text that is no key shows as it is). */
  title: string;
  items: readonly ScreenHubItem[];
}

/** The items the menu grants, in their order. */
export function grantedItems(items: readonly ScreenHubItem[], paths: ReadonlySet<string>): ScreenHubItem[] {
  return items.filter((item) => paths.has(item.grantedBy ?? item.to));
}

/**
 * A spec container screen (procClarification, procClarificationSupplier...): links to its child screens,
 * only those the user's menu grants. One column on a phone, a grid on wider screens.
 */
export function ScreenHub({ title, items }: ScreenHubProps) {
  const { t } = useTranslation('ui');
  const grants = useMenuGrants();
  const shown = grantedItems(items, grants.paths);
  return (
    <Stack gap="4" data-testid="screen-hub" maxW="full">
      <Heading as="h1" size="lg">
        {t(title)}
      </Heading>
      {shown.length === 0 ? (
        grants.loading ? (
          <Spinner aria-label={t('screenHub.loading')} />
        ) : (
          <Text color="fg.muted" data-testid="screen-hub-empty">
            {t('screenHub.none')}
          </Text>
        )
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none" p="0" m="0">
          {shown.map((item) => (
            <Box as="li" key={item.to} minW="0">
              <Card.Root asChild variant="outline" h="full" _hover={{ borderColor: 'brand.solid' }}>
                <Link to={item.to} search={item.search} data-testid="screen-hub-item">
                  <Card.Body gap="1" p="4">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {t(item.labelKey)}
                    </Text>
                    {item.descriptionKey ? (
                      <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                        {t(item.descriptionKey)}
                      </Text>
                    ) : null}
                  </Card.Body>
                </Link>
              </Card.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
