export declare const TEST_ADMIN: { email: string; password: string };

export interface TestIdentityService {
  url: string;
  /** A `Cookie` header value for a fresh admin session. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
}

export declare function startIdentityService(options: { internalToken: string }): Promise<TestIdentityService>;
