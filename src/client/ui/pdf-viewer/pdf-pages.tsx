import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPagesProps {
  /** The PDF's bytes (a kept copy reads offline). */
  data: Blob;
  /** Accessible name of the page images. */
  title: string;
  testId?: string;
}

/** 1..count: a page is known by its number. */
const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Pages drawn at a time; "more" draws the next ones. */
const BATCH = 5;

/**
 * A PDF drawn page by page with pdf.js into canvases as wide as their container (a phone's width or the
 * desktop column), a few pages at a time. No eval (the page's content security policy forbids it).
 */
export default function PdfPages({ data, title, testId = 'pdf-viewer' }: PdfPagesProps) {
  const { t } = useTranslation('ui');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(BATCH);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setDoc(null);
    setFailed(false);
    void (async () => {
      try {
        const bytes = new Uint8Array(await data.arrayBuffer());
        loaded = await getDocument({ data: bytes, isEvalSupported: false }).promise;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  if (failed)
    return (
      <Text color="fg.error" data-testid={`${testId}-failed`}>
        {t('pdf.failed')}
      </Text>
    );
  if (!doc) return <Spinner aria-label={t('pdf.loading')} />;
  const count = Math.min(shown, doc.numPages);
  return (
    <Stack gap="3" data-testid={testId} data-pages={doc.numPages} minW="0">
      <Text fontSize="sm" color="fg.muted">
        {t('pdf.pages', { count: doc.numPages })}
      </Text>
      {pageNumbers(count).map((n) => (
        <PdfPage key={`page-${n}`} doc={doc} number={n} title={`${title} · ${n}/${doc.numPages}`} />
      ))}
      {count < doc.numPages ? (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setShown((n) => n + BATCH)}>
            {t('pdf.more')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function PdfPage({ doc, number, title }: { doc: PDFDocumentProxy; number: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void (async () => {
      const page = await doc.getPage(number);
      const target = canvas.current;
      const width = box.current?.clientWidth || 600;
      if (cancelled || !target) return;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      const render = page.render({ canvas: target, viewport });
      task = render;
      await render.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number]);
  return (
    <Box ref={box} borderWidth="1px" borderColor="border" bg="white" maxW="full" overflow="hidden">
      <canvas
        ref={canvas}
        role="img"
        aria-label={title}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      />
    </Box>
  );
}
