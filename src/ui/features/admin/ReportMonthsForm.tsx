import { useId, useState, type FormEvent } from 'react';
import type { ErrorItem } from '../../../domain/errors/ErrorItem';
import { isReportMonths, parseReportMonths } from '../../../domain/reports/reportMonths';

type MonthField = 'from' | 'to';

const LABELS: Readonly<Record<MonthField, string>> = {
  from: 'First month',
  to: 'Last month',
};

/**
 * The reports' months, first and last, written 2026-11: plain text, since a month picker is
 * missing from some browsers and reads differently in each, and no numeric keypad, which has
 * no hyphen on a phone. The domain's rules check them before they are asked for, and the
 * server's errors on either field show under it too.
 */
export function ReportMonthsForm({
  from,
  to,
  errors,
  onChoose,
}: {
  from: string;
  to: string;
  /** The server's refusal of the range shown, if any. */
  errors: readonly ErrorItem[];
  onChoose: (from: string, to: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ from, to });
  const [ownErrors, setOwnErrors] = useState<readonly ErrorItem[] | null>(null);
  const shown = ownErrors ?? errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = parseReportMonths(draft.from, draft.to, new Date().toISOString().slice(0, 10));
    if (!isReportMonths(range)) {
      setOwnErrors(range);
      return;
    }
    setOwnErrors(null);
    setDraft({ from: range.from, to: range.to });
    onChoose(range.from, range.to);
  };

  return (
    <form className="admin-months" aria-label="Report months" onSubmit={submit} noValidate>
      {(['from', 'to'] as const).map((field) => {
        const error = shown.find((item) => item.field === field)?.message;
        return (
          <div key={field} className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-${field}`}>
              {LABELS[field]}
            </label>
            <input
              id={`${id}-${field}`}
              className="field__input"
              name={field}
              autoComplete="off"
              maxLength={7}
              placeholder="2026-11"
              value={draft[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : `${id}-hint`}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {error && (
              <p id={`${id}-${field}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button">
        Show
      </button>
      <p id={`${id}-hint`} className="admin-muted admin-months__hint">
        Months are written like 2026-11, UTC; at most 36.
      </p>
    </form>
  );
}
