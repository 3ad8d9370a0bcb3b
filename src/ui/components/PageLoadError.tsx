/** What a page shows when its content or its code could not be fetched. */
export function PageLoadError() {
  return (
    <p className="page-error" role="alert">
      This page could not be loaded. Please try again in a moment.
    </p>
  );
}
