/**
 * A form's buttons: the submit button (disabled while the form is sent) and, where the form can be
 * left, a Cancel beside it. One row for every form, so each looks and behaves the same.
 */
export function FormActions({ submitLabel, busy, cancelLabel, onCancel, className = 'admin-actions' }: { submitLabel: string; busy: boolean; cancelLabel?: string; onCancel?: () => void; className?: string }) {
  return (
    <div className={className}>
      <button className="btn" type="submit" disabled={busy}>
        {submitLabel}
      </button>
      {onCancel && (
        <button className="btn btn-outline" type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
