/** The few parts of oidc-provider 9 (shipped without types) that the test provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
