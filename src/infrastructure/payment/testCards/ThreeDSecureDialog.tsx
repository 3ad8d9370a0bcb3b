import { useEffect, useRef, useState } from 'react';

/**
 * The test gateway's stand-in for the bank's 3-D Secure page, which Stripe shows in a modal:
 * the customer approves or fails the authentication. A modal <dialog> keeps the keyboard
 * focus inside it; Escape counts as failing, as closing the bank's page does.
 */
export function ThreeDSecureDialog({ onAnswer }: { onAnswer: (approve: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    ref.current?.showModal?.();
  }, []);
  const answer = (approve: boolean) => {
    if (answered) return;
    setAnswered(true);
    onAnswer(approve);
  };
  return (
    <dialog
      ref={ref}
      className="three-d-secure"
      aria-labelledby="three-d-secure-title"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <h2 id="three-d-secure-title">3-D Secure authentication</h2>
      <p>Your bank asks you to confirm this payment. This is a test: choose the outcome.</p>
      <div className="three-d-secure__actions">
        <button type="button" className="button" disabled={answered} onClick={() => answer(true)}>
          Complete authentication
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answered}
          onClick={() => answer(false)}
        >
          Fail authentication
        </button>
      </div>
    </dialog>
  );
}
