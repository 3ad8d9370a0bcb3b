import { useState, type FormEvent } from 'react';
import type { DiscountCodeView } from '../../../application/cart/CartView';
import './discountCode.css';

interface DiscountCodeFormProps {
  /** The code the cart was last priced with, applied or refused. */
  current: DiscountCodeView | null;
  busy: boolean;
  onApply(code: string | null): void;
}

/**
 * The discount code field of the cart and of the review step (docs/discounts.md): the
 * server checks the code and prices the cart with it; a refused code says why.
 */
export function DiscountCodeForm({ current, busy, onApply }: DiscountCodeFormProps) {
  const [code, setCode] = useState(current?.code ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(code.trim() === '' ? null : code);
  };

  return (
    <form className="discount-code" aria-label="Discount code" noValidate onSubmit={apply}>
      <label className="discount-code__label" htmlFor="discount-code-input">
        Discount code
      </label>
      <div className="discount-code__row">
        <input
          id="discount-code-input"
          className="discount-code__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={current !== null && !current.applied}
          aria-describedby={current ? 'discount-code-status' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button discount-code__apply" disabled={busy}>
          Apply
        </button>
        {current?.applied && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => {
              setCode('');
              onApply(null);
            }}
          >
            Remove
          </button>
        )}
      </div>
      {current && (
        <p
          id="discount-code-status"
          className={current.applied ? 'discount-code__applied' : 'discount-code__refused'}
          role={current.applied ? 'status' : 'alert'}
        >
          {current.applied ? `Code ${current.code} applied.` : current.message}
        </p>
      )}
    </form>
  );
}
