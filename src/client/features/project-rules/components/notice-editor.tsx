import { Box, Button, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface NoticeEditorProps {
  initialHtml: string;
  label: string;
  onChange(html: string): void;
}

/**
 * The notice's rich text (Tiptap, starter kit): headings, bold, italic, lists, quotes. Loaded on demand
 * (notice-page.tsx imports it lazily) so the editor never weighs on the first screen. The server cleans
 * what it receives again, whatever this editor allows.
 */
export default function NoticeEditor({ initialHtml, label, onChange }: NoticeEditorProps) {
  const { t } = useTranslation('project-rules');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'notice-editor',
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
      data-testid={`notice-tool-${key}`}
    >
      {t(`editor.${key}`)}
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
        aria-label={t('editor.toolbar')}
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
