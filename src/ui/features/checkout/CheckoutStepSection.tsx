import type { ReactNode } from 'react';
import type { StepStatus } from '../../../domain/checkout/checkoutSteps';

interface CheckoutStepSectionProps {
  step: number;
  title: string;
  status: StepStatus;
  /** What the step settled, shown once it is done. */
  summary?: ReactNode;
  /** 'Edit' on a done step (docs/spec.md §4: only step 2 has one). */
  onEdit?: () => void;
  /** The step's form, shown only while it is the active step. */
  children: ReactNode;
}

/**
 * One of the four checkout steps (docs/spec.md §4): inactive (greyed title) before its turn,
 * active with its form, then done with a collapsed summary.
 */
export function CheckoutStepSection({
  step,
  title,
  status,
  summary,
  onEdit,
  children,
}: CheckoutStepSectionProps) {
  const headingId = `checkout-step-${step}`;
  return (
    <section
      className={`checkout-step checkout-step--${status}`}
      aria-labelledby={headingId}
      aria-current={status === 'active' ? 'step' : undefined}
      data-status={status}
    >
      <header className="checkout-step__header">
        <h2 id={headingId} className="checkout-step__title">
          <span className="checkout-step__number" aria-hidden="true">
            {step}
          </span>
          {title}
          {status === 'done' && <span className="visually-hidden"> (done)</span>}
        </h2>
        {status === 'done' && onEdit && (
          <button
            type="button"
            className="checkout-step__edit link-button"
            aria-label={`Edit ${title.toLowerCase()}`}
            onClick={onEdit}
          >
            Edit
          </button>
        )}
      </header>
      {status === 'active' && <div className="checkout-step__body">{children}</div>}
      {status === 'done' && summary && <div className="checkout-step__summary">{summary}</div>}
    </section>
  );
}
