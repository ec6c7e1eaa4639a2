import { useEffect } from "react";

export const SITE_NAME = "Polyglot";

/** Sets the document title of a page: "Page | Polyglot", or the site's own title for the home page. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Language Flashcards`;
  }, [title]);
}
