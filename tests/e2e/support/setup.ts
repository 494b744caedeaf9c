import { i18n } from '@/i18n/i18n';
import { messages } from '@/locales/en/messages.po';

// The tests' own formatting (formatMoney, formatDate: what they expect the page to show) speaks
// English, the spec's words, as in the unit tests; a test in another language names its locale.
i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages });
