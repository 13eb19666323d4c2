import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/** What an irreversible action asks before it runs: its title, what will happen, and the button's words. */
export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  /** The action's own words ("Cancel registration", "Delete"); the default is "Yes, go ahead". */
  confirmLabel?: string;
}

/**
 * Every irreversible staff action asks first (the back office's quality bar): one dialog for all
 * of them, on the shared Modal (focus trapped, Escape and the × button answer No). The safe answer
 * has the focus, so an Enter pressed out of habit changes nothing.
 */
export function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest | null; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!request} onClose={() => onAnswer(false)} title={request?.title ?? ''}>
      <div className="confirm-dialog">
        <div className="confirm-dialog-body">{request?.body}</div>
        <p className="muted">{t('confirm.irreversible')}</p>
        <div className="admin-form-actions">
          <button type="button" className="btn" onClick={() => onAnswer(true)}>
            {request?.confirmLabel ?? t('confirm.yes')}
          </button>
          <button type="button" className="btn btn-outline" data-autofocus onClick={() => onAnswer(false)}>
            {t('confirm.no')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * `const { confirm, dialog } = useConfirm()`: `await confirm({ title, body })` is true only when
 * the staff member chose the action; render `dialog` once in the component.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(yes: boolean) => void>(undefined);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const onAnswer = (yes: boolean) => {
    setRequest(null);
    answer.current?.(yes);
    answer.current = undefined;
  };
  return { confirm, dialog: <ConfirmDialog request={request} onAnswer={onAnswer} /> };
}
