/**
 * A field's message, right under it. `data-form-error` marks what a failed submit scrolls
 * to (docs/spec.md §5: "scrolls to the first custom-error element").
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" data-form-error="">
      {message}
    </p>
  );
}
