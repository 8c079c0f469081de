import { Box, Button, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  initialHtml: string;
  label: string;
  onChange(html: string): void;
  /** Prefix of the test ids: `<testId>` on the text, `<testId>-tool-bold` on the tools. */
  testId?: string;
}

/**
 * Rich text (Tiptap, starter kit) for notices, answers and letters: headings, bold, italic, lists,
 * quotes. Import it lazily (React.lazy) so the editor never weighs on the first screen. The server
 * cleans what it receives again (src/server/lib/rich-text.ts), whatever this editor allows.
 */
export default function RichTextEditor({
  initialHtml,
  label,
  onChange,
  testId = 'notice-editor',
}: RichTextEditorProps) {
  const { t } = useTranslation('ui');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': testId,
        class: 'notice-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });
  const tool = (key: keyof NonNullable<typeof state>, run: () => void) => (
    <Button
      key={key}
      size="sm"
      variant={state?.[key] ? 'solid' : 'outline'}
      aria-pressed={state?.[key] ?? false}
      onClick={run}
      data-testid={`${testId.replace(/-editor$/, '')}-tool-${key}`}
    >
      {t(`richText.${key}`)}
    </Button>
  );
  return (
    <Box borderWidth="1px" borderRadius="md">
      <HStack
        gap="1"
        p="2"
        borderBottomWidth="1px"
        wrap="wrap"
        role="toolbar"
        aria-label={t('richText.toolbar')}
      >
        {tool('h2', () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('bold', () => editor?.chain().focus().toggleBold().run())}
        {tool('italic', () => editor?.chain().focus().toggleItalic().run())}
        {tool('bullet', () => editor?.chain().focus().toggleBulletList().run())}
        {tool('ordered', () => editor?.chain().focus().toggleOrderedList().run())}
      </HStack>
      <Box
        p="3"
        minH="48"
        css={{
          '& .notice-editor-content': { minHeight: '10rem', outline: 'none' },
          '& h2': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
          '& ul': { pl: '5', listStyleType: 'disc' },
          '& ol': { pl: '5', listStyleType: 'decimal' },
          '& p': { my: '1' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
