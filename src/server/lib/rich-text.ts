import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (notices, answers, letters) as it may be stored and shown: the Tiptap starter kit's marks and
 * blocks only, links to http(s)/mailto opening safely; scripts, styles, event handlers and any other
 * markup are dropped (their text kept where harmless).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function cleanRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when cleaned rich text has no visible text (only empty paragraphs or tags). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
