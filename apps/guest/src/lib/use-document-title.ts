import { useEffect } from 'react';

/** The browser tab's title while the component is shown; the previous one comes back after. */
export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
};
