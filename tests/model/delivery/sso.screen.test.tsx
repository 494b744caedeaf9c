import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';

import { ssoCopy as ssoCopyMessages } from '@/screens/sso/copy';
import { SsoProblemPage } from '@/screens/sso/SsoProblemPage';
import { Loading } from '@/ui/Loading';
import type { ssoMachine } from '@machines/delivery/sso.machine';
import { ssoView } from '@machines/delivery/sso.view';
import { expiredText, ssoModel } from '@tests/model/delivery/sso.model';
import { type Screen, screenTest } from '@tests/model/harness/screen';
import { english } from '@tests/support/language';

const ssoCopy = english(ssoCopyMessages);

/** The screens of /apgt/{tokenId} as the SSO route composes them; the validated view stands in as a marker. */
function SsoScreens({ actor }: { actor: ActorRefFrom<typeof ssoMachine> }) {
  const { screen, errorDescription } = useSelector(actor, ssoView);
  if (screen === 'checking') return <Loading label={ssoCopy.checking} />;
  if (screen === 'refused') return <SsoProblemPage description={errorDescription ?? ''} />;
  if (screen === 'failed') return <SsoProblemPage description={ssoCopy.failedBody} />;
  return <p>validated view</p>;
}

const problem = (body: string) => (screen: Screen) => {
  expect(screen.getByRole('heading', { level: 1, name: ssoCopy.problemHeading })).toBeInTheDocument();
  expect(screen.getByText(body)).toBeInTheDocument();
};

screenTest('single sign-on screens', {
  ...ssoModel,
  render: (actor) => <SsoScreens actor={actor} />,
  gestures: {},
  views: {
    // Nothing of the flow before the answer: a status only, no heading, form or error.
    validating: (screen) => {
      expect(screen.getByRole('status')).toHaveTextContent(ssoCopy.checking);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    validated: (screen) => expect(screen.getByText('validated view')).toBeInTheDocument(),
    refused: problem(expiredText),
    failed: problem(ssoCopy.failedBody),
  },
});
