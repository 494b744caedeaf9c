import type { MessageDescriptor } from '@lingui/core';

/**
 * What a machine gives a screen to say: one of the portal's own messages (a descriptor from
 * ./messages, written in the page's language where it is shown) or text the server or the provider
 * wrote (ErrorMessage, ErrorDescription…), which is shown as delivered.
 */
export type Words = MessageDescriptor | string;
