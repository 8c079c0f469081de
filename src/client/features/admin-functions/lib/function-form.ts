import type {
  AddFunctionMiddleRequest,
  AddFunctionRequest,
  FunctionRecord,
  UpdateFunctionRequest,
} from '@/shared/contracts/admin-config-menus';

/** What the menu entry dialog does: add (at the end or at a position among siblings) or edit. */
export type FunctionFormMode =
  | { kind: 'add'; menuType: string; level: number; parentId: string | null }
  | { kind: 'middle'; menuType: string; level: number; parentId: string | null; position: number }
  | { kind: 'edit'; record: FunctionRecord };

/** The form as the inputs hold it: text, numbers typed as text (the schemas coerce them). */
export interface FunctionFormValues {
  id: string;
  menuType: string;
  functionLevel: string;
  parentId: string;
  functionName: string;
  functionCode: string;
  labelKey: string;
  path: string;
  functionIconStyle: string;
  query: string;
  sort: string;
  position: string;
}

export function functionFormDefaults(mode: FunctionFormMode): FunctionFormValues {
  if (mode.kind === 'edit') {
    const r = mode.record;
    return {
      id: r.id,
      menuType: r.menuType,
      functionLevel: String(r.functionLevel),
      parentId: r.parentId ?? '',
      functionName: r.functionName,
      functionCode: r.functionCode ?? '',
      labelKey: r.labelKey,
      path: r.path ?? '',
      functionIconStyle: r.functionIconStyle ?? '',
      query: r.query ?? '',
      sort: String(r.sort),
      position: '',
    };
  }
  return {
    id: '',
    menuType: mode.menuType,
    functionLevel: String(mode.level),
    parentId: mode.parentId ?? '',
    functionName: '',
    functionCode: '',
    labelKey: 'menu:',
    path: '',
    functionIconStyle: '',
    query: '',
    sort: '0',
    position: mode.kind === 'middle' ? String(mode.position) : '',
  };
}

type Payload =
  | { kind: 'add'; request: AddFunctionRequest }
  | { kind: 'middle'; request: AddFunctionMiddleRequest }
  | { kind: 'edit'; request: UpdateFunctionRequest };

/**
 * The request of the form's call. A level-0 entry has no parent, and `newPath` (not edited here) keeps
 * the stored value on edit.
 */
export function functionPayload(values: FunctionFormValues, mode: FunctionFormMode): Payload {
  const base = {
    menuType: values.menuType as AddFunctionRequest['menuType'],
    functionLevel: values.functionLevel,
    parentId: values.functionLevel === '0' ? null : values.parentId || null,
    functionName: values.functionName,
    functionCode: values.functionCode || null,
    labelKey: values.labelKey,
    path: values.path || null,
    functionIconStyle: values.functionIconStyle || null,
    query: values.query || null,
    sort: values.sort,
  };
  if (mode.kind === 'edit') {
    return { kind: 'edit', request: { ...base, id: values.id, newPath: mode.record.newPath } };
  }
  if (mode.kind === 'middle') return { kind: 'middle', request: { ...base, position: values.position } };
  return { kind: 'add', request: base };
}
