let currentPageClass: string | null = null;

/** docs/spec.md §2: "The page body gets a class per page"; the previous page's class is removed. */
export function setPageBodyClass(pageClass: string | null): void {
  if (currentPageClass === pageClass) return;
  if (currentPageClass) document.body.classList.remove(currentPageClass);
  if (pageClass) document.body.classList.add(pageClass);
  currentPageClass = pageClass;
}
