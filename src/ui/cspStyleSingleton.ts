// Stands in for the package 'react-style-singleton' (vite.config.ts aliases it here), which Radix
// Dialog's scroll lock (react-remove-scroll) uses to add a <style> element: the production CSP
// (style-src 'self', no 'unsafe-inline') refuses that. Same API, but the rules go in through a
// constructed stylesheet (CSSOM), which the CSP allows.
import { useEffect } from 'react';

interface Sheet {
  add(css: string): void;
  remove(): void;
}

export const stylesheetSingleton = (): Sheet => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const added = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== added);
        sheet = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  // Unlike the package, changed styles always replace the sheet (it re-adds only when `dynamic`).
  return (styles: string) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles }: { styles: string; dynamic?: boolean }) {
    useStyle(styles);
    return null;
  };
};
