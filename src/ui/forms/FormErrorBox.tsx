/** The messages that belong to the whole form (docs/spec.md §8), above it; announced when they appear. */
export function FormErrorBox({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="form-errors" role="alert" data-form-error="">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
