import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { GENERIC_API_ERROR, GENERIC_API_ERROR_WORDS } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { server } from '@/demo/node';
import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { cameraMessages, cameraText } from '@machines/insurance/rules/cameraMessages';
import { english, spanish, speak } from '@tests/support/language';

import { renderCamera } from '../camera/cameraHarness';
import { openInsurance } from './helpers';

const copy = spanish(insuranceCopy);

// The flow in Spanish: the same screens, every word from the Spanish catalogue.
beforeEach(() => act(() => speak('es')));
afterEach(() => {
  act(() => speak('en'));
  window.history.replaceState(null, '', '/');
});

describe('the insurance flow in Spanish', () => {
  it('the hub names its steps and their markers in Spanish', async () => {
    await openInsurance({ expect: copy.landing.heading });
    const steps = within(screen.getByRole('list')).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(
      [copy.steps.guarantor, copy.steps.primary, copy.steps.secondary].map((name) => `${name} ○ ${copy.incomplete}`),
    );
    expect(copy.steps.primary).not.toBe(english(insuranceCopy).steps.primary);
    expect(screen.getByRole('button', { name: copy.landing.done })).toBeInTheDocument();
  });

  it("manual entry: Spanish labels and relationships; the client's own failure in Spanish, the values still the server's", async () => {
    server.use(
      http.post(`*${API_PATHS.collectInsuranceData}`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = await openInsurance({ expect: copy.landing.heading });
    await user.click(screen.getByRole('button', { name: `${copy.steps.secondary} ${copy.incomplete}` }));
    await user.click(await screen.findByRole('button', { name: copy.choice.manual }));
    await screen.findByRole('heading', { level: 1, name: copy.manual.heading('secondary') });
    const relationship = screen.getByLabelText(copy.manual.relationship, { exact: true });
    expect(
      within(relationship)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', copy.manual.chooseRelationship],
      ['Self', copy.manual.relationships.Self],
      ['Spouse', copy.manual.relationships.Spouse],
      ['Child', copy.manual.relationships.Child],
      ['Other', copy.manual.relationships.Other],
    ]);
    await user.click(screen.getByRole('button', { name: copy.manual.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanish(GENERIC_API_ERROR_WORDS));
    expect(alert).not.toHaveTextContent(GENERIC_API_ERROR);
  });

  it("the camera's error panel in Spanish", async () => {
    const { camera } = renderCamera();
    expect(screen.getByRole('status')).toHaveTextContent(spanish(cameraCopy).starting);
    await camera.fail('NotAllowedError');
    expect(screen.getByRole('heading', { level: 1, name: spanish(cameraText).errorHeading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(spanish(cameraMessages).denied);
    expect(screen.getByRole('button', { name: spanish(cameraText).tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: spanish(cameraCopy).uploadInstead })).toBeInTheDocument();
  });
});
