import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { providerContentOf } from '@/app/live/providerContent';
import { server } from '@/demo/node';
import { NO_CONTENT } from '@machines/provider/rules/providerContent';

const answer = (key: string, response: () => Response) =>
  server.use(http.get(`*/demo/providers/${key}.json`, response));

describe("a provider's content file as the portal reads it (issue 48)", () => {
  it("demo's file: its taglines and its texts in Spanish", async () => {
    const content = await providerContentOf('demo');
    expect(content.taglines.map((tagline) => tagline.lang)).toContain('ar');
    expect(content.texts.es?.LegalText).toBeTruthy();
  });

  it("no file (404), or the host's page instead of one: the portal's defaults, quietly", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await providerContentOf('bank')).toEqual(NO_CONTENT);
    answer('page', () => new HttpResponse('<!doctype html><p>app</p>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await providerContentOf('page')).toEqual(NO_CONTENT);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a file not in the format, or a failed load: the defaults, and the fault logged by the file, not its content', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('odd', () => HttpResponse.json({ taglines: 'Se habla español', extra: '<b>x</b>' }));
    expect(await providerContentOf('odd')).toEqual(NO_CONTENT);
    answer('down', () => HttpResponse.json({}, { status: 500 }));
    expect(await providerContentOf('down')).toEqual(NO_CONTENT);
    const lines = logged.mock.calls.map((call) => call.join(' '));
    expect(lines).toEqual([
      expect.stringMatching(/^\[provider content\] .*\/demo\/providers\/odd\.json is not in the format/),
      expect.stringMatching(/^\[provider content\] /),
    ]);
    expect(lines.join()).not.toContain('Se habla');
    logged.mockRestore();
  });
});
