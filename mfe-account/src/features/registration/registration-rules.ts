import { ACCOUNT_MESSAGES, registerEmailProblem, registerPasswordProblem } from 'shared/contracts/account';

export interface Registration {
  email: string;
  password: string;
  confirmation: string;
}

/** The e-mail, the password rule, then the confirmation. */
export const registrationProblem = ({ email, password, confirmation }: Registration): string | null =>
  registerEmailProblem(email) ??
  registerPasswordProblem(password) ??
  (password === confirmation ? null : ACCOUNT_MESSAGES.registerConfirmation);
