// User-visible text of the shell and message pages, written once (spec section 2) so tests can
// import it as well as see it. Machine-produced messages live in machines/rules/messages.ts.
import { msg } from '@lingui/core/macro';

export const copy = {
  loading: msg`Loading…`,
  needHelp: msg`Need Help?`,
  /** The footer's way to the provider's language assistance notice (issue 48, HHS Section 1557). */
  languageAssistance: msg`Language assistance`,
  privacyTerms: msg`Privacy & Terms`,
  copyright: msg`© 2025 All rights reserved.`,
  close: msg`Close`,
  /** The support code line, on every message page and in help (src/ui/SupportCode.tsx). */
  supportQuote: msg`If you call us, quote support code`,
  /** The header's language switch: its group's name (each language is named in its own words). */
  language: msg`Language`,
  /** The provider's logo's text alternative. */
  logo: (providerName: string) => msg`${providerName} logo`,
  maintenance: {
    heading: msg`Sorry, we are currently down for maintenance`,
    body: msg`Please try again in a few hours.`,
  },
  locked: {
    heading: msg`Your Account is Locked`,
    body: (phone: string) =>
      msg`The maximum number of validation attempts was exceeded. Please call our office at ${phone}.`,
  },
  notAccepting: { heading: msg`Sorry we cannot accept payments at this time.` },
  invalidBalance: {
    heading: msg`Sorry, we cannot take a payment for this account online at this time.`,
    body: (phone: string) => msg`Please call our office at ${phone} for your current balance.`,
  },
  duplicate: {
    heading: msg`Sorry we cannot accept additional payments at this time. Only one payment is allowed per 24 hours. Please try again later.`,
  },
  invalidDelivery: {
    heading: msg`Sorry, the link you followed is invalid or has expired. Please contact your provider to receive an updated payment link`,
  },
  notFound: {
    heading: msg`Sorry`,
    body: msg`We could not find the page you asked for.`,
    home: msg`Go to the home page`,
  },
  home: { heading: msg`Please Enter Statement Information` },
} as const;
