import { Input } from '@chakra-ui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FormField } from '@/client/ui/form-field';
import { byTestId, cleanup, click, flush, initTestI18n, render, waitFor } from '../render-ui';

const okButton = () => byTestId<HTMLButtonElement>('confirm-ok');
const dialogShown = () => document.querySelector('[data-testid="confirm-dialog"]') !== null;

describe('ConfirmDialog', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

  it('stays busy while the returned promise runs, then closes whether it succeeded or failed', async () => {
    let settle: (fail: boolean) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise((resolve, reject) => (settle = (fail) => (fail ? reject(new Error('no')) : resolve(1)))),
    );
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete?"
        message="Gone for good"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await waitFor(dialogShown);
    await click(okButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => okButton().disabled || okButton().getAttribute('data-loading') !== null);
    expect(onCancel).not.toHaveBeenCalled();
    settle(true);
    await waitFor(() => onCancel.mock.calls.length === 1);
  });

  it('leaves closing to the caller when the confirmation returns nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Delete?" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    await waitFor(dialogShown);
    await click(okButton());
    await flush();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('runs a screen request and closes it afterwards', async () => {
    const request: ConfirmRequest = {
      title: 'Stop user',
      message: 'The user can no longer sign in',
      confirmLabel: 'Stop',
      run: vi.fn(async () => undefined),
    };
    const onClose = vi.fn();
    render(<ConfirmRequestDialog request={request} onClose={onClose} />);
    await waitFor(dialogShown);
    expect(byTestId('confirm-message').textContent).toBe('The user can no longer sign in');
    expect(okButton().textContent).toBe('Stop');
    await click(okButton());
    await waitFor(() => onClose.mock.calls.length === 1);
    expect(request.run).toHaveBeenCalledTimes(1);
  });
});

describe('FormField', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

  const errorText = (container: HTMLElement) =>
    container.querySelector('[data-part="error-text"]')?.textContent;

  it('translates a shared validation key', () => {
    const { container } = render(
      <FormField label="Name" error="validation:required">
        <Input />
      </FormField>,
    );
    expect(errorText(container)).not.toBe('validation:required');
    expect(errorText(container)).toBeTruthy();
  });

  it("shows a server's already translated message as it is, even with a colon in it", () => {
    const message = 'Code: already taken';
    const { container } = render(
      <FormField label="Code" error={{ type: SERVER_ERROR_TYPE, message }}>
        <Input />
      </FormField>,
    );
    expect(errorText(container)).toBe(message);
  });

  it('shows the helper only while there is no error', () => {
    const field = (error?: string) => (
      <FormField label="Code" helper="Letters and digits" error={error}>
        <Input />
      </FormField>
    );
    const { container, rerender } = render(field());
    expect(container.textContent).toContain('Letters and digits');
    rerender(field('validation:required'));
    expect(container.textContent).not.toContain('Letters and digits');
  });
});
