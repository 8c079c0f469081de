import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type FieldValues, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '@/client/data/db';
import { loadDraft, saveDraft } from '@/client/data/drafts';
import type { UseDraftResult } from '@/client/data/use-draft';
import { supplierValues } from '@/client/features/supplier-profile/lib/profile-form';
import type { ProfileValues } from '@/client/lib/profile-values';
import { useProfileDraft } from '@/client/ui/profile/use-profile-draft';
import { supplierProfileSchema } from '@/shared/contracts/supplier-profile';
import { freshDb, settle } from '../data/data-helpers';
import { SUPPLIER_PROFILE } from '../../../support/profile-samples';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The platform's copy, as the server normalised it. */
const PLATFORM = { ...SUPPLIER_PROFILE, creditCode: '91310000MA1FL8XQ37', bankAccount: '6222000011112222' };
/** What the form held (and autosaved) before the platform answered. */
const AS_TYPED = SUPPLIER_PROFILE;

const codec = supplierValues as unknown as ProfileValues;
const base = codec.toFormValues(PLATFORM);

describe('normalisedChanges', () => {
  it('finds no change where the values only differ by how the platform normalises them', () => {
    expect(codec.changedFields(base, codec.toFormValues(AS_TYPED))).not.toEqual({});
    expect(codec.normalisedChanges(supplierProfileSchema, base, codec.toFormValues(AS_TYPED))).toEqual({});
    expect(
      codec.normalisedChanges(supplierProfileSchema, base, { ...base, mainCategories: ['03', '00'] }),
    ).toEqual({});
  });

  it('keeps real changes, and values the schema refuses, as typed', () => {
    const real = { ...codec.toFormValues(AS_TYPED), bankName: '中国银行' };
    expect(codec.normalisedChanges(supplierProfileSchema, base, real)).toEqual({ bankName: '中国银行' });
    const invalid = { ...base, contactEmail: 'not-an-email' };
    expect(codec.normalisedChanges(supplierProfileSchema, base, invalid)).toEqual({
      contactEmail: 'not-an-email',
    });
  });
});

let root: Root | undefined;
interface Handle {
  draft: UseDraftResult;
  values(): FieldValues;
}

// The profile form shell's use of the draft: a restored draft is redundant when it has no
// normalised change over the platform's copy.
function Harness({ handle }: { handle: Handle }) {
  const form = useForm<FieldValues>({ defaultValues: base });
  handle.draft = useProfileDraft(
    form,
    'u1',
    'supplierProfile:org1',
    codec,
    (restored) => Object.keys(codec.normalisedChanges(supplierProfileSchema, base, restored)).length === 0,
  );
  handle.values = form.getValues;
  return null;
}

async function mount(): Promise<Handle> {
  const handle = {} as Handle;
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Harness handle={handle} />);
  });
  await act(async () => settle(60));
  return handle;
}

beforeEach(async () => {
  await freshDb();
});
afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  await closeDb();
});

describe('a restored profile draft', () => {
  it('is dropped silently when it only differs by the platform normalisation', async () => {
    await saveDraft('u1', 'supplierProfile:org1', codec.toFormValues(AS_TYPED), undefined, { now: 1234 });
    const h = await mount();
    expect(h.draft.restoredFrom).toBeNull();
    expect(h.values().bankAccount).toBe('6222000011112222');
    await act(async () => settle(60));
    expect(await loadDraft('u1', 'supplierProfile:org1')).toBeUndefined();
  });

  it('is restored, with its notice, when it really differs', async () => {
    const draft = { ...codec.toFormValues(AS_TYPED), bankName: '中国银行' };
    await saveDraft('u1', 'supplierProfile:org1', draft, undefined, { now: 1234 });
    const h = await mount();
    expect(h.draft.restoredFrom).toBe(1234);
    expect(h.values()).toMatchObject({ bankName: '中国银行', bankAccount: '6222 0000 1111 2222' });
    expect(await loadDraft('u1', 'supplierProfile:org1')).toBeDefined();
  });
});
