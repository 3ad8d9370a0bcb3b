/** docs/spec.md §4: submit is disabled while submitting, and says so. */
export const DEFAULT_BUSY_LABEL = 'Sending...';

export function SubmitButton({
  label,
  busyLabel = DEFAULT_BUSY_LABEL,
  busy,
}: {
  label: string;
  busyLabel?: string;
  busy: boolean;
}) {
  return (
    <button type="submit" className="submit-button" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
