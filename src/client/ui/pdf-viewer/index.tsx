import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { PdfPagesProps } from './pdf-pages';

const PdfPages = lazy(() => import('./pdf-pages'));

/** A PDF shown with pdf.js, loaded only when a screen shows one (never in the first screen). */
export function PdfViewer(props: PdfPagesProps) {
  return (
    <Suspense fallback={<Skeleton height="64" />}>
      <PdfPages {...props} />
    </Suspense>
  );
}
