import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const RichTextEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));

interface LetterEditorProps {
  initialHtml: string;
  label: string;
  onChange(html: string): void;
  testId: string;
}

/** The rich-text editor for letters and answers, loaded when the form opens (never in the first screen). */
export function LetterEditor(props: LetterEditorProps) {
  return (
    <Suspense fallback={<Skeleton height="48" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
