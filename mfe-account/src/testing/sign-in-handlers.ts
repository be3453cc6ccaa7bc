import type { LoginResponse } from 'shared/contracts/account';
import { ok, type Answer } from 'shared/testing/answer';
import { aCustomer } from './account-builders.ts';
import { serveCall } from 'shared/testing/serve-call';

export const signedInAnswer = (answer: Partial<LoginResponse> = {}): LoginResponse => ({
  status: true,
  message: 'Login successful!',
  token: 'token-9',
  user: aCustomer(),
  ...answer,
});

/** `POST api/login` answers `answer`; returns what it was sent. */
export const serveLogin = (answer: Answer = ok(signedInAnswer())) => serveCall('post', 'login', answer);
