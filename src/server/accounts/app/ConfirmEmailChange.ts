import type { Clock } from '../../application/Clock';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import type { EmailChangeLinks } from './EmailChangeLinks';
import { emailChangedMail } from './emailChangedMail';

export type ConfirmEmailChangeFailure =
  /** The code is unknown, used or expired: the customer asks for a new link. */
  | { name: 'EmailChangeLinkInvalid' }
  /** Another account took the address after the link was sent. */
  | { name: 'EmailTaken' };

/** Who moved to which address, for the log. */
export interface EmailChanged {
  userId: string;
  email: string;
}

/**
 * The e-mail change link's page (/user/confirm-email?code=…): moves the account to the
 * address the link was sent to, once, if no other account has it by now; the old address is
 * told and its reset links stop working (docs/security.md "Account settings"). The link
 * proves the new mailbox; the current password was checked when it was asked for.
 */
export class ConfirmEmailChange {
  constructor(
    private readonly links: EmailChangeLinks,
    private readonly brand: MailBrand,
    private readonly clock: Clock,
  ) {}

  async execute(code: string): Promise<Result<EmailChanged, ConfirmEmailChangeFailure>> {
    // A code that does not look like one is refused without a database lookup.
    if (!SECRET_TOKEN_PATTERN.test(code)) return failed({ name: 'EmailChangeLinkInvalid' });
    const outcome = await this.links.confirm(code, this.clock.now(), (oldEmail) =>
      emailChangedMail(oldEmail, this.brand),
    );
    if (outcome.status === 'invalid') return failed({ name: 'EmailChangeLinkInvalid' });
    if (outcome.status === 'taken') return failed({ name: 'EmailTaken' });
    return succeeded({ userId: outcome.userId, email: outcome.email });
  }
}
