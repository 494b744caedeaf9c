// @vitest-environment node
// The provider content file's two descriptions agree (issue 48): the JSON Schema deployers read
// (docs/provider-content.schema.json) and the yup reader the portal uses accept and refuse the same
// files, the demo's included (src/demo/providerContent/, the contract in demo-scenarios.md).
import { readFileSync } from 'node:fs';

import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

import { PROVIDER_CONTENT } from '@/demo/providerContent';
import { HOSTILE_MARKUP } from '@/demo/providers';
import { directionOf, nondiscriminationNotice, providerText } from '@machines/provider/rules/providerContent';
import { readProviderContent } from '@machines/provider/rules/providerContentSchema';

const read = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
  read('docs/provider-content.schema.json') as object,
);
const { demo, hostile } = PROVIDER_CONTENT;

const valid = {
  'the demo file': demo,
  "hostile's file": hostile,
  'an empty file': {},
  'taglines only': { taglines: [{ lang: 'fa', text: 'توجه' }] },
  'a region and a script': { language: 'es-US', texts: { 'zh-Hant': { Message1: '注意' } } },
};
const invalid = {
  'not an object': ['taglines'],
  'a tagline without text': { taglines: [{ lang: 'es' }] },
  'a blank text': { nondiscrimination: { en: '   ' } },
  'a key that is no language': { nondiscrimination: { '<b>': 'x' } },
  'a tag that is no language': { taglines: [{ lang: 'english', text: 'x' }] },
  'a text too long': { texts: { es: { LegalText: 'x'.repeat(4001) } } },
  'a number for a text': { nondiscrimination: { en: 7 } },
  'a number for the TTY': { tty: 711 },
  'an unknown key': { notices: {} },
};

describe('the provider content format', () => {
  it.each(Object.entries(valid))('accepts %s, in the JSON Schema and in the portal', (_, file) => {
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(readProviderContent(file)).not.toBeNull();
  });

  it.each(Object.entries(invalid))('refuses %s, in both', (_, file) => {
    expect(validate(file)).toBe(false);
    expect(readProviderContent(file)).toBeNull();
  });
});

describe("the demo's content (demo-scenarios.md, 'Provider content')", () => {
  const content = readProviderContent(demo)!;

  it('has taglines in the eight languages, Arabic right to left, TTY 711, notices in English and Spanish', () => {
    expect(content.taglines.map((t) => t.lang)).toEqual(['en', 'es', 'zh-Hant', 'vi', 'ko', 'tl', 'ru', 'ar']);
    expect(content.taglines.map((t) => directionOf(t.lang))).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'rtl',
    ]);
    for (const tagline of content.taglines) expect(tagline.text).toContain('(555) 010-2000');
    expect(content.tty).toBe('711');
    expect(Object.keys(content.nondiscrimination)).toEqual(['en', 'es']);
    expect(nondiscriminationNotice(content, 'es')?.text).toContain('Riverside Family Medicine');
  });

  it('gives Spanish LegalText and RefundPolicy; Message1 stays as the provider wrote it, in English', () => {
    expect(providerText(content, 'LegalText', 'By submitting', 'es')?.lang).toBe('es');
    expect(providerText(content, 'RefundPolicy', 'Overpayments', 'es')?.lang).toBe('es');
    expect(providerText(content, 'Message1', 'A message', 'es')).toEqual({ text: 'A message', lang: 'en' });
    expect(providerText(content, 'LegalText', 'By submitting', 'en')).toEqual({ text: 'By submitting', lang: 'en' });
  });

  it("hostile's taglines and notices carry the markup, as text", () => {
    const hostileContent = readProviderContent(hostile)!;
    for (const tagline of hostileContent.taglines) expect(tagline.text).toContain(HOSTILE_MARKUP);
    expect(Object.values(hostileContent.nondiscrimination).every((text) => text.includes(HOSTILE_MARKUP))).toBe(true);
  });
});

it('names the direction of Farsi and Urdu right to left, Chinese and Spanish left to right', () => {
  expect(['fa', 'ur', 'he', 'zh-Hant', 'es', 'not a tag'].map(directionOf)).toEqual([
    'rtl',
    'rtl',
    'rtl',
    'ltr',
    'ltr',
    'ltr',
  ]);
});
