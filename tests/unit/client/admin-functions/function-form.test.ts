import { describe, expect, it } from 'vitest';
import {
  type FunctionFormMode,
  functionFormDefaults,
  functionPayload,
} from '@/client/features/admin-functions/lib/function-form';
import {
  addFunctionMiddleSchema,
  addFunctionSchema,
  type FunctionRecord,
  updateFunctionSchema,
} from '@/shared/contracts/admin-config-menus';

const record: FunctionRecord = {
  id: 'f1',
  parentId: 'p1',
  functionCode: 'screen',
  functionName: 'Screen',
  functionIconStyle: 'home',
  functionLevel: 1,
  path: '/screen',
  newPath: '/new-screen',
  labelKey: 'menu:screen',
  label: 'Screen',
  query: null,
  menuType: '01',
  isTop: false,
  sort: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('menu entry form', () => {
  it('starts an insertion under the parent at the position, with a label key to complete', () => {
    const mode: FunctionFormMode = { kind: 'middle', menuType: '00', level: 2, parentId: 'g', position: 3 };
    expect(functionFormDefaults(mode)).toMatchObject({
      menuType: '00',
      functionLevel: '2',
      parentId: 'g',
      labelKey: 'menu:',
      position: '3',
    });
  });

  it('edits the stored values and keeps the unedited newPath', () => {
    const mode: FunctionFormMode = { kind: 'edit', record };
    const values = { ...functionFormDefaults(mode), functionName: 'Renamed', query: '' };
    const payload = functionPayload(values, mode);
    expect(payload.kind).toBe('edit');
    const parsed = updateFunctionSchema.parse(payload.request);
    expect(parsed).toMatchObject({
      id: 'f1',
      parentId: 'p1',
      functionCode: 'screen',
      functionName: 'Renamed',
      functionLevel: 1,
      newPath: '/new-screen',
      sort: 4,
      menuType: '01',
    });
  });

  it('drops the parent of a level-0 entry and blank optional fields', () => {
    const mode: FunctionFormMode = { kind: 'add', menuType: '00', level: 1, parentId: 'p' };
    const values = {
      ...functionFormDefaults(mode),
      functionLevel: '0',
      functionName: 'Root',
      labelKey: 'menu:root',
    };
    const payload = functionPayload(values, mode);
    expect(payload.kind).toBe('add');
    expect(addFunctionSchema.parse(payload.request)).toMatchObject({
      parentId: undefined,
      functionCode: undefined,
      path: null,
      functionIconStyle: '',
      functionLevel: 0,
    });
  });

  it('sends the position of an insertion', () => {
    const mode: FunctionFormMode = { kind: 'middle', menuType: '00', level: 1, parentId: 'p', position: 2 };
    const values = { ...functionFormDefaults(mode), functionName: 'Mid', labelKey: 'menu:mid' };
    const payload = functionPayload(values, mode);
    expect(payload.kind).toBe('middle');
    expect(addFunctionMiddleSchema.parse(payload.request)).toMatchObject({ position: 2, parentId: 'p' });
  });
});
