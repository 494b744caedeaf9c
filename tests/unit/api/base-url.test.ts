import { afterEach, expect, it, vi } from 'vitest';

import { capture, clearCookie, only, setCookie } from './capture';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  clearCookie('XSRF-TOKEN');
});

it('sends calls to VITE_API_BASE_URL when it is set, still with the anti-forgery header', async () => {
  vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/');
  vi.resetModules();
  const { apiCall } = await import('@/api/client');
  setCookie('XSRF-TOKEN', 'xsrf-1');
  const sent = capture('post', 'https://api.example.test/api/GetProvider');
  await apiCall('/api/GetProvider', 'POST', { ProviderKey: 'demo' });
  expect(only(sent).headers.get('x-xsrf-token')).toBe('xsrf-1');
});

it('uses the page origin when VITE_API_BASE_URL is unset', async () => {
  vi.stubEnv('VITE_API_BASE_URL', '');
  vi.resetModules();
  const { apiCall } = await import('@/api/client');
  const sent = capture('post', 'http://demo.pay.localhost/api/GetProvider');
  await apiCall('/api/GetProvider', 'POST', { ProviderKey: 'demo' });
  expect(only(sent).url).toBe('http://demo.pay.localhost/api/GetProvider');
});
