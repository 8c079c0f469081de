import { Box } from '@chakra-ui/react';

/**
 * Rich text as the server stored it: cleaned there by sanitize-html (src/server/lib/rich-text.ts: only
 * the editor's tags, no scripts, handlers or javascript: links), so it is shown as it is.
 */
export function RichTextHtml({ html, testId }: { html: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      css={{
        '& h1, & h2, & h3': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
        '& ul': { pl: '5', listStyleType: 'disc' },
        '& ol': { pl: '5', listStyleType: 'decimal' },
        '& p': { my: '1' },
        '& a': { color: 'fg.info', textDecoration: 'underline' },
        overflowWrap: 'anywhere',
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server cleaned it (src/server/lib/rich-text.ts) before storing
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
