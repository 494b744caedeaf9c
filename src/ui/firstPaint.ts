/**
 * What the HTML shows before the script has loaded (vite.config.ts puts it in #root): the shell and
 * the loading state as React first renders them (src/App.tsx, src/ui/Loading.tsx), so nothing moves
 * when React replaces it. No words: the language is known only once the script runs (src/i18n), and
 * no page flashes English; the spinner is the markup of src/ui/Spinner.tsx (a unit test compares them).
 */
export const FIRST_PAINT_SPINNER =
  '<svg class="spinner" viewBox="0 0 20 20" aria-hidden="true" focusable="false">' +
  '<circle class="spinner-track" cx="10" cy="10" r="8.5"></circle>' +
  '<path class="spinner-arc" d="M3.99 3.99a8.5 8.5 0 0 1 12.02 0"></path></svg>';

export const FIRST_PAINT_ROOT =
  '<div id="root"><header class="site-header"></header><main id="main" class="site-main">' +
  `<p class="loading">${FIRST_PAINT_SPINNER}</p></main></div>`;
