/** A form's success message (docs/spec.md §8 "Success messages"), announced politely. */
export function FormSuccess({ message }: { message: string | null }) {
  return (
    <div role="status" className="form-success-region">
      {message && <p className="form-success">{message}</p>}
    </div>
  );
}
