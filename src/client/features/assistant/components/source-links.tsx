import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AssistantSource } from '@/shared/contracts/assistant';

/** A server route such as `/a/b?id=1` as the router's path and search (its `to` takes no query string). */
export function routeTarget(route: string): { to: string; search?: Record<string, string> } {
  const [to = route, query] = route.split('?', 2);
  return query ? { to, search: Object.fromEntries(new URLSearchParams(query)) } : { to };
}

/** The answer's sources: each opens the screen it comes from; a source without a screen is only named. */
export function SourceLinks({ sources }: { sources: readonly AssistantSource[] }) {
  const { t } = useTranslation('assistant');
  if (sources.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" data-testid="assistant-sources">
      <Text color="fg.muted">{t('sources')}:</Text>
      {sources.map((source) =>
        source.route ? (
          <Link
            key={`${source.kind}:${source.id}`}
            asChild
            colorPalette="blue"
            data-testid="assistant-source"
            data-source-id={source.id}
          >
            {/* Routes come from the server as plain paths of the app's screens. */}
            <RouterLink
              to={routeTarget(source.route).to as never}
              search={routeTarget(source.route).search as never}
            >
              {source.title}
            </RouterLink>
          </Link>
        ) : (
          <Badge
            key={`${source.kind}:${source.id}`}
            variant="subtle"
            data-testid="assistant-source"
            data-source-id={source.id}
          >
            {source.title} ({t('sourceNoScreen')})
          </Badge>
        ),
      )}
    </HStack>
  );
}
