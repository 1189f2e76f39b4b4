import { useEffect } from 'react';

/**
 * Sets the document title while mounted and puts the previous one back after, so a screen shown
 * over another (a post in a dialog over the explore grid) leaves the page below its own title.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
