// A dropped connection for one API path, made in the page: the request never leaves it and the
// XHR reports a network error, as when a phone loses signal mid-request.
import type { Page } from 'playwright-core';

/** Requests to `path` fail as a dropped connection would: every one, or only the next (`once`). */
export async function dropConnection(page: Page, path: string, { once = false } = {}): Promise<void> {
  await page.evaluate(
    ([target, onlyNext]) => {
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const { open, send } = XMLHttpRequest.prototype;
      const urls = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
        urls.set(this, String(args[1]));
        return open.apply(this, args);
      } as XMLHttpRequest['open'];
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (!urls.get(this)?.includes(target)) return send.call(this, body);
        if (onlyNext) {
          XMLHttpRequest.prototype.open = open;
          XMLHttpRequest.prototype.send = send;
        }
        setTimeout(() => this.dispatchEvent(new ProgressEvent('error')), 50);
      };
    },
    [path, once] as const,
  );
}
