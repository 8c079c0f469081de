import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useDraft } from '@/client/data/use-draft';

// One text field kept by the app's draft engine; the bench picks the save timing by the query string.
const query = new URLSearchParams(window.location.search);
const timing = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);

function Field() {
  const [value, setValue] = useState({ text: '' });
  useDraft({
    userId: 'bench',
    draftKey: 'benchKill:1',
    value,
    delayMs: timing('delay'),
    maxWaitMs: timing('maxWait'),
  });
  return (
    <input name="text" value={value.text} onChange={(event) => setValue({ text: event.target.value })} />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Field />);
