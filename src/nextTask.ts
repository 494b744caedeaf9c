/**
 * Settles in a task of its own: the browser handles input and paints between the work before it and
 * the work after. The page's start (main.tsx) and its first calls take their steps this way, so no
 * step holds a tap back for long on a slow phone (issue 34).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
