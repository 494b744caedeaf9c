import { useCopy, useTranslate } from '@/i18n/copy';
import type { Indicator } from '@machines/insurance/camera.view';

import { cameraCopy } from './copy';

/**
 * The four live indicators as text in one polite live region. Each indicator keeps its own text
 * node, so a screen reader hears only the indicator that changed, once: a check that changes
 * nothing changes no text, however often it runs.
 */
export function Indicators({ indicators, ready }: { indicators: Indicator[] | null; ready: boolean }) {
  const copy = useCopy(cameraCopy);
  const say = useTranslate();
  return (
    <div className="camera-indicators" aria-live="polite" aria-label={copy.indicatorsLabel} role="group">
      {indicators ? (
        <ul>
          {indicators.map((indicator) => (
            <li key={indicator.id} className={indicator.ok ? 'ok' : 'fix'}>
              <span aria-hidden="true">{indicator.ok ? '✓' : '!'}</span> <span>{say(indicator.label)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.checking}</p>
      )}
      <p className="visually-hidden">{ready ? copy.ready : ''}</p>
    </div>
  );
}
