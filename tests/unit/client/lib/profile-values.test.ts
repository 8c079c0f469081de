import { describe, expect, it } from 'vitest';
import { profileValues } from '@/client/lib/profile-values';

const values = profileValues(['name', 'phone', 'tags'] as const, ['tags'] as const);

describe('profile form values', () => {
  it('fills every field, lists as copies, blanks where nothing is stored', () => {
    const stored = { name: 'Feng', tags: ['02', '03'] };
    const form = values.toFormValues(stored);
    expect(form).toEqual({ name: 'Feng', phone: '', tags: ['02', '03'] });
    form.tags.push('05');
    expect(stored.tags).toEqual(['02', '03']);
  });

  it('sends only what changed: trimmed text, lists in any order', () => {
    const base = values.toFormValues({ name: 'Feng', phone: '138', tags: ['02', '03'] });
    expect(values.changedFields(base, { ...base, name: ' Feng ', tags: ['03', '02'] })).toEqual({});
    expect(values.changedFields(base, { ...base, phone: '', tags: ['02'] })).toEqual({
      phone: '',
      tags: ['02'],
    });
    expect(values.applyChanges(base, { phone: '139' })).toMatchObject({ name: 'Feng', phone: '139' });
  });
});
